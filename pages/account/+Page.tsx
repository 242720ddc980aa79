// Account: signed out, only the sign-in with email or phone (identify with the login traits, "Signed In", the brand
// as group); signed in, the profile with sign out (analytics reset) and, where the brand takes orders or bookings,
// what this visitor sent it, in the brand's words (OrderHistory.tsx). Nothing of a visitor's history shows before
// they sign in.
import './account.css'
import { type FormEvent, useState } from 'react'
import { LoginField, loginChecks, type SignedInUser, userIdFor, useSignedInUser } from '../../components/account/index.ts'
import { useCheckedFieldOnDemand } from '../../components/forms/index.ts'
import {
  FeatureIntro,
  group,
  type PageProps,
  reset,
  safeReturnPath,
  signIn as signInAnalytics,
  withBase,
} from '../../components/page/index.ts'
import type { Data } from './+data.ts'
import { OrderHistory } from './OrderHistory.tsx'

export default function AccountPage({ payload }: PageProps<Data>) {
  const { scope } = payload.route
  const { words, confirmOrder } = payload.page
  const [user, setUser] = useSignedInUser(scope)
  const [login, setLogin] = useState('')
  const { error, prepare, check } = useCheckedFieldOnDemand(login, loginChecks, (checks, typed) => checks.loginProblem(typed))

  const signIn = async (event: FormEvent) => {
    event.preventDefault()
    const checks = await check()
    if (!checks) return
    const parsed = checks.parseLogin(login)
    if ('error' in parsed) return
    const signedIn: SignedInUser = {
      userId: userIdFor(Object.values(parsed)[0] as string),
      ...parsed,
      signedInAt: new Date().toISOString(),
    }
    setUser(signedIn)
    signInAnalytics(signedIn.userId, parsed)
    if (payload.brand) group(payload.brand.prefix, { name: payload.brand.name, industry: payload.brand.industry })
    const next = safeReturnPath(new URLSearchParams(location.search).get('next'))
    if (next) location.assign(withBase(next))
  }

  const signOut = () => {
    setUser(null)
    reset()
  }

  if (!user)
    return (
      <>
        <FeatureIntro payload={payload} />
        <form className="panel" onSubmit={signIn} onFocus={prepare} noValidate aria-labelledby="sign-in-heading">
          <h2 id="sign-in-heading">Sign in</h2>
          <LoginField id="account-login" value={login} error={error} onValue={setLogin} />
          <button type="submit" className="button">
            Sign in
          </button>
        </form>
      </>
    )

  // The brand's introduction asks the visitor to sign in: once they have, the page speaks for itself.
  return (
    <>
      <FeatureIntro payload={payload} withIntro={false} />
      <section className="panel" aria-labelledby="profile-heading">
        <h2 id="profile-heading">Signed in</h2>
        <dl className="totals">
          <dt>{user.email ? 'Email' : 'Phone'}</dt>
          <dd>{user.email ?? user.phone}</dd>
          <dt>Member id</dt>
          <dd>{user.userId}</dd>
        </dl>
        <button type="button" className="button secondary" onClick={signOut}>
          Sign out
        </button>
      </section>
      {words && (
        <OrderHistory
          scope={scope}
          words={words}
          currency={payload.brand?.currency ?? 'USD'}
          link={(order) => (confirmOrder ? withBase(`${confirmOrder}?order=${order.id}`) : undefined)}
        />
      )}
    </>
  )
}
