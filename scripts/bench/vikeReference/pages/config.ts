// Every page of the reference site: vike-react renders it, and the build prerenders it (Vike's own prerender).
import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  prerender: true,
  title: 'Vike reference',
} satisfies Config
