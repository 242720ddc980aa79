// Diamond Resorts: calm resort — airy white header, a teal-to-sand horizon line, soft spacious cards.
import './layout.css'
import type { LayoutProps } from '../../renderer/PageShell.tsx'
import { StandardLayout } from '../StandardLayout.tsx'

export default function DiamondLayout({ payload, children }: LayoutProps) {
  return (
    <StandardLayout payload={payload} after={<div className="diamond-horizon" aria-hidden="true" />}>
      {children}
    </StandardLayout>
  )
}
