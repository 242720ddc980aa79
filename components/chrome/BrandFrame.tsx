// The root of every layout: theme variables, the layout's class for its own styles, and a skip link.
import type { ReactNode } from 'react'
import type { Payload } from '../../brand/payload.ts'
import { themeStyle } from './themeStyle.ts'

export function BrandFrame({ payload, children }: { payload: Payload; children: ReactNode }) {
  return (
    <div className={`brand-frame layout-${payload.route.layout}`} style={themeStyle(payload.brand?.theme)}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {children}
    </div>
  )
}

export function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="site-main">
      {children}
    </main>
  )
}
