// NCR Voyix: friendly grocery — navy bar with a scanner-green dot, tile nav, green aisle banner with the tagline.
import './layout.css'
import type { LayoutProps } from '../../renderer/PageShell.tsx'
import { StandardLayout } from '../StandardLayout.tsx'

export default function NcrLayout({ payload, children }: LayoutProps) {
  return (
    <StandardLayout payload={payload} after={payload.brand && <div className="ncr-aisle">{payload.brand.tagline}</div>}>
      {children}
    </StandardLayout>
  )
}
