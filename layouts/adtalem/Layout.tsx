// Adtalem: campus portal — navy utility strip, white bar with wordmark left and small-caps tabs right, teal rule.
import './layout.css'
import type { LayoutProps } from '../../renderer/PageShell.tsx'
import { StandardLayout } from '../StandardLayout.tsx'

export default function AdtalemLayout({ payload, children }: LayoutProps) {
  return (
    <StandardLayout payload={payload} before={<div className="adt-strip">{payload.brand?.industry}</div>}>
      {children}
    </StandardLayout>
  )
}
