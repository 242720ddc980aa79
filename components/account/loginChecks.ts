// Reading a login as typed (login.ts) is needed only once a sign-in form is submitted: the forms that take one (the
// account's sign-in, the Wi-Fi login) import it on demand through this one loader, when the browser is idle or the
// form is focused, and their submit awaits it.
import { onDemand } from '../forms/onDemand.ts'

export const loginChecks = onDemand<typeof import('./login.ts')>(() => import('./login.ts'), "the login's checks")
