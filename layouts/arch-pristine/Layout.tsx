// arch-pristine: the shared frame plus this brand's one-off CSS, which only its pages load.
import './layout.css'

export { StandardLayout as default } from '../StandardLayout.tsx'
