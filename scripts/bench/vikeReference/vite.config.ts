// The reference site's Vite config, as Vike's scaffold writes it: Vike and React's plugin, nothing else.
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [vike(), react()] })
