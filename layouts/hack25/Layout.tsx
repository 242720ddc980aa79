// Hack25: terminal hackathon — prompt status line, monospace bar with a blinking cursor, glowing panels on a dot grid.
import './layout.css'
import type { LayoutProps } from '../../renderer/PageShell.tsx'
import { StandardLayout } from '../StandardLayout.tsx'

export default function Hack25Layout({ payload, children }: LayoutProps) {
  return (
    <StandardLayout payload={payload} before={<div className="hack25-status">{payload.brand?.tagline}</div>}>
      {children}
    </StandardLayout>
  )
}
