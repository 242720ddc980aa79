// The account kit: sign-in (parsing a login, the signed-in visitor, the analytics user id) and the login field.
export { LoginField } from './LoginField.tsx'
export { loginProblem, parseLogin } from './login.ts'
export type { SignedInUser } from './signIn.ts'
export { userIdFor, useSignedInUser } from './signIn.ts'
