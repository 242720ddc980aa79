// The account kit: sign-in (parsing a login, the signed-in visitor, the analytics user id) and the login field.
export { LoginField } from './LoginField.tsx'
export type { SignedInUser } from './signIn.ts'
export { loginProblem, parseLogin, userIdFor, useSignedInUser } from './signIn.ts'
