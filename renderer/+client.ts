// https://vike.dev/client — the browser's only entry. With no +onRenderClient, Vike ships none of its own client
// runtime: the browser gets React and our small runtime, nothing else.
// The shared stylesheet only: a layout's own CSS comes with its Layout module (linked by the HTML, loaded with the
// module on client navigation), so a page never carries the other brands' CSS.
import '../styles/global.ts'
import { boot } from './client/boot.tsx'

boot()
