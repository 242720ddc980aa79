// Camping World: highway dealer — red tagline strip, navy bar with italic caps wordmark and road-stripe edge.
import './layout.css'
import type { LayoutProps } from '../../renderer/PageShell.tsx'
import { StandardLayout } from '../StandardLayout.tsx'

export default function CwLayout({ payload, children }: LayoutProps) {
  return (
    <StandardLayout payload={payload} before={payload.brand && <div className="cw-strip">{payload.brand.tagline}</div>}>
      {children}
    </StandardLayout>
  )
}
