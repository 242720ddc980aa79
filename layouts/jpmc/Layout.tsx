// JPMorgan Chase: corporate bank — dark utility strip, white bar with restrained wordmark and divided text links.
import './layout.css'
import type { LayoutProps } from '../../renderer/PageShell.tsx'
import { StandardLayout } from '../StandardLayout.tsx'

export default function JpmcLayout({ payload, children }: LayoutProps) {
  return (
    <StandardLayout payload={payload} before={payload.brand && <div className="jpmc-util">{payload.brand.industry}</div>}>
      {children}
    </StandardLayout>
  )
}
