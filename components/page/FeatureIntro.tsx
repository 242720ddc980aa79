// The heading and introduction every feature page opens with, from the brand's copy (or the shared default).
import type { ReactNode } from 'react'
import type { Payload } from '../../brand/payload.ts'

export function FeatureIntro({ payload, children }: { payload: Payload; children?: ReactNode }) {
  return (
    <header className="page-intro">
      <h1>{payload.heading}</h1>
      <p>{payload.intro}</p>
      {children}
    </header>
  )
}
