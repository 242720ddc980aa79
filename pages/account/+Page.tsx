// Account: sign in with email or phone (identify with the login traits, "Signed In", the brand as group), the
// signed-in profile with this visitor's orders, and sign out (analytics reset).
import { type FormEvent, useState } from 'react'
import { LoginField, loginChecks, type SignedInUser, userIdFor, useSignedInUser } from '../../components/account/index.ts'
import { useCheckedFieldOnDemand } from '../../components/forms/index.ts'
import {
  FeatureIntro,
  formatPrice,
  group,
  type PageProps,
  reset,
  safeReturnPath,
  signIn as signInAnalytics,
  withBase,
} from '../../components/page/index.ts'
import { orders as storedOrders } from '../../components/shop/index.ts'
import type { Data } from './+data.ts'
import { DataTable } from './DataTable.tsx'

export default function AccountPage({ payload }: PageProps<Data>) {
  const { scope } = payload.route
  const [user, setUser] = useSignedInUser(scope)
  const orders = storedOrders.use(scope)
  const [login, setLogin] = useState('')
  const { error, prepare, check } = useCheckedFieldOnDemand(login, loginChecks, (checks, typed) => checks.loginProblem(typed))
  const confirm = payload.page.links.confirmOrder

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

  return (
    <>
      <FeatureIntro payload={payload} />
      {user ? (
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
      ) : (
        <form className="panel" onSubmit={signIn} onFocus={prepare} noValidate aria-labelledby="sign-in-heading">
          <h2 id="sign-in-heading">Sign in</h2>
          <LoginField id="account-login" value={login} error={error} onValue={setLogin} />
          <button type="submit" className="button">
            Sign in
          </button>
        </form>
      )}
      <section className="panel" aria-labelledby="orders-heading">
        <h2 id="orders-heading">Your orders</h2>
        <DataTable
          caption="Your orders"
          rows={orders}
          rowKey={(o) => o.id}
          columns={[
            {
              header: 'Order',
              cell: (o) => (confirm ? <a href={withBase(`${confirm}?order=${o.id}`)}>{o.id}</a> : o.id),
            },
            { header: 'Placed', cell: (o) => new Date(o.placedAt).toLocaleDateString('en-US') },
            { header: 'Items', cell: (o) => o.totals.itemCount, numeric: true },
            { header: 'Total', cell: (o) => formatPrice(o.totals.total, payload.brand?.currency ?? 'USD'), numeric: true },
          ]}
        />
      </section>
    </>
  )
}
