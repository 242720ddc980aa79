// Guest Wi-Fi captive portal. The terms page (/<brand>/wifi) asks the visitor to accept the terms of use before
// "Connect" leads on; acceptance is remembered. The sign-in page (/<brand>/wifi/login, step "login") takes an email
// or phone, adds it to the visitor's traits (identify without a user id: a guest login is not an account sign-in)
// and tracks 'WiFi Connected' { method }, then shows the session time left with a "Disconnect" button
// ('WiFi Disconnected' { method }).
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react'
import { LoginField, loginChecks } from '../../components/account/index.ts'
import { CheckboxField, useCheckedFieldOnDemand } from '../../components/forms/index.ts'
import { FeatureIntro, identify, type PageProps, track, withBase } from '../../components/page/index.ts'
import type { Data } from './+data.ts'
import {
  describeRemaining,
  formatRemaining,
  newSession,
  remainingMs,
  sessionMinutes,
  useTermsAccepted,
  useWifiSession,
} from './wifiAccess.ts'
import './wifi.css'

const acceptError = 'Tick “I accept the terms of use” to connect.'

function terms(brandName: string): string[] {
  return [
    `The service is free for ${brandName} guests, in sessions of up to ${sessionMinutes} minutes; sign in again for more time.`,
    'Use it lawfully: no illegal content, spam, malware, or attempts to reach other devices on the network.',
    'Streaming and large downloads may be slowed at busy times so everyone gets a fair share.',
    'The network is open and unencrypted. Use secure (https) sites or a VPN for anything sensitive.',
    'We record your device address, sign-in details and connection times for security and to improve the service, and keep them for up to 12 months.',
    'Access is provided as is and may be interrupted or withdrawn at any time; we are not liable for lost data or connections.',
  ]
}

function TermsStep({ payload, showLogin }: PageProps<Data> & { showLogin: boolean }) {
  const { scope } = payload.route
  const { loginPath } = payload.page
  const [accepted, setAccepted] = useTermsAccepted(scope)
  const [session] = useWifiSession(scope)
  const [error, setError] = useState<string>()
  const checkboxRef = useRef<HTMLInputElement>(null)
  const online = session && remainingMs(session, Date.now()) > 0

  const connect = (event: MouseEvent<HTMLAnchorElement>) => {
    if (accepted) return
    event.preventDefault()
    setError(acceptError)
    checkboxRef.current?.focus()
  }

  return (
    <>
      {online && loginPath && (
        <p className="notice" role="status">
          You're online until {new Date(session.expiresAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}.{' '}
          <a href={withBase(loginPath)}>Manage your connection</a>
        </p>
      )}
      <section className="panel wifi-panel" aria-labelledby="wifi-terms-heading">
        <h2 id="wifi-terms-heading">Terms of use</h2>
        <ul className="wifi-terms">
          {terms(payload.brand?.name ?? 'our').map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        <CheckboxField
          ref={checkboxRef}
          id="wifi-accept"
          className="wifi-accept"
          label="I accept the terms of use"
          checked={accepted !== null}
          error={error}
          onChange={(e) => {
            setAccepted(e.target.checked ? new Date().toISOString() : null)
            if (e.target.checked) setError(undefined)
          }}
        />
        {loginPath && (
          <a className="button" href={withBase(loginPath)} onClick={connect}>
            Connect
          </a>
        )}
      </section>
      {showLogin && accepted !== null && <LoginStep payload={payload} />}
    </>
  )
}

function LoginStep({ payload }: PageProps<Data>) {
  const { scope } = payload.route
  const [session, setSession] = useWifiSession(scope)
  const [login, setLogin] = useState('')
  const { error, prepare, check } = useCheckedFieldOnDemand(login, loginChecks, (checks, typed) => checks.loginProblem(typed))
  const [message, setMessage] = useState<string>()
  const [now, setNow] = useState(() => Date.now())
  const [focusId, setFocusId] = useState<string | null>(null)
  const left = session ? remainingMs(session, now) : 0

  useEffect(() => {
    if (!focusId) return
    document.getElementById(focusId)?.focus()
    setFocusId(null)
  }, [focusId])

  // The countdown ticks while a session is on; when it runs out the session ends.
  useEffect(() => {
    if (!session) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [session])

  useEffect(() => {
    if (session && left === 0) {
      setSession(null)
      setMessage(`Your ${sessionMinutes}-minute session has ended. Sign in again to reconnect.`)
    }
  }, [session, left, setSession])

  const connect = async (event: FormEvent) => {
    event.preventDefault()
    const checks = await check()
    const parsed = checks?.parseLogin(login)
    if (!parsed || 'error' in parsed) {
      setFocusId('wifi-login')
      return
    }
    setMessage(undefined)
    const method = 'email' in parsed ? 'email' : 'phone'
    const value = 'email' in parsed ? parsed.email : parsed.phone
    setSession(newSession(method, value))
    setNow(Date.now())
    // A guest network login, not an account sign-in: the login is a trait of the visitor, no user id, no "Signed In".
    identify(parsed)
    track('WiFi Connected', { method })
    setFocusId('wifi-online-heading')
  }

  const disconnect = () => {
    if (!session) return
    track('WiFi Disconnected', { method: session.method })
    setSession(null)
    setMessage('You are disconnected. Sign in again whenever you want to get back online.')
    setFocusId('wifi-login-heading')
  }

  if (session && left > 0) {
    return (
      <section className="panel wifi-panel" aria-labelledby="wifi-online-heading">
        <h2 id="wifi-online-heading" tabIndex={-1}>
          You're online
        </h2>
        <p>
          Connected as <strong className="wifi-login-value">{session.login}</strong>. Enjoy your {sessionMinutes}-minute session.
        </p>
        <p className="wifi-remaining">
          Time remaining:{' '}
          <span role="timer" aria-label={describeRemaining(left)} className="wifi-countdown">
            {formatRemaining(left)}
          </span>
        </p>
        <button type="button" className="button secondary" onClick={disconnect}>
          Disconnect
        </button>
      </section>
    )
  }

  return (
    <form className="panel wifi-panel" noValidate onSubmit={connect} onFocus={prepare} aria-labelledby="wifi-login-heading">
      <h2 id="wifi-login-heading" tabIndex={-1}>
        Sign in to connect
      </h2>
      {message && (
        <p className="notice" role="status">
          {message}
        </p>
      )}
      <LoginField id="wifi-login" value={login} error={error} onValue={setLogin} />
      <button type="submit" className="button">
        Connect
      </button>
    </form>
  )
}

function LoginPage({ payload }: PageProps<Data>) {
  const [accepted] = useTermsAccepted(payload.route.scope)
  if (accepted === null) {
    return (
      <section className="notice wifi-panel" aria-labelledby="wifi-terms-needed">
        <h2 id="wifi-terms-needed">Accept the terms first</h2>
        <p>You need to accept the terms of use before you can connect to the Wi-Fi.</p>
        <a className="button" href={withBase(payload.page.termsPath)}>
          Read and accept the terms
        </a>
      </section>
    )
  }
  return <LoginStep payload={payload} />
}

export default function WifiPage({ payload }: PageProps<Data>) {
  return (
    <>
      <FeatureIntro payload={payload} />
      {payload.route.step === 'login' ? (
        <LoginPage payload={payload} />
      ) : (
        <TermsStep payload={payload} showLogin={payload.page.loginPath === null} />
      )}
    </>
  )
}
