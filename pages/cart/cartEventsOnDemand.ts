// The cart's events (cartEvents.ts), imported as the page mounts: shared by the page and its lines.
import { onDemand } from '../../components/forms/index.ts'

export const cartEvents = onDemand(() => import('./cartEvents.ts'), 'the cart analytics')
