// purina: the shared markup; only its own stylesheet, which this module brings along (a layout's CSS loads with it).
import './layout.css'

export { StandardLayout as default } from '../StandardLayout.tsx'
