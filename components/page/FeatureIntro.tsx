// The heading and introduction every feature page opens with, from the brand's copy (or the shared default). A page
// whose introduction only speaks to one of its states (the account's "Sign in to see…") leaves it out in the others.
import type { ReactNode } from 'react'
import type { Payload } from '../../brand/payload.ts'

export function FeatureIntro({
  payload,
  children,
  withIntro = true,
}: {
  payload: Payload
  children?: ReactNode
  withIntro?: boolean
}) {
  return (
    <header className="page-intro">
      <h1>{payload.heading}</h1>
      {withIntro && <p>{payload.intro}</p>}
      {children}
    </header>
  )
}
