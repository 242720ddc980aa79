// Carnival: playful cruise — navy deck bar with a scalloped edge, red pill for the current page, sunset-gradient hero.
import './layout.css'
import type { LayoutProps } from '../../renderer/PageShell.tsx'
import { StandardLayout } from '../StandardLayout.tsx'

export default function CarnivalLayout({ payload, children }: LayoutProps) {
  return (
    <StandardLayout payload={payload} after={<div className="carnival-wave" aria-hidden="true" />}>
      {children}
    </StandardLayout>
  )
}
