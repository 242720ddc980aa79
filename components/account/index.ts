// The account kit: sign-in (parsing a login, and the loader sign-in forms import that with, the signed-in visitor,
// the analytics user id) and the login field.
export { LoginField } from './LoginField.tsx'
export { loginProblem, parseLogin } from './login.ts'
export { loginChecks } from './loginChecks.ts'
export type { SignedInUser } from './signIn.ts'
export { userIdFor, useSignedInUser } from './signIn.ts'
