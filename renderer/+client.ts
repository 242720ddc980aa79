// https://vike.dev/client — the browser's only entry. With no +onRenderClient, Vike ships none of its own client
// runtime: the browser gets React and our small runtime (DESIGN.md §7).
import '../styles/global.css'
import { boot } from './client/boot.tsx'

import.meta.glob('/layouts/*/layout.css', { eager: true })

boot()
