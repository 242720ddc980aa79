// One resort (catch-all resorts/:slug): details and the brand's other resorts.
import { FeatureIntro } from '../../components/FeatureIntro.tsx'
import { withBase } from '../../components/links.ts'
import { ResortCard } from '../../components/ResortCard.tsx'
import type { PageProps } from '../../renderer/types.ts'
import type { ResortData } from './+data.ts'

export default function ResortPage({ payload }: PageProps<ResortData>) {
  const { resort, others } = payload.page
  return (
    <>
      <FeatureIntro payload={payload} />
      <ul className="product-grid">
        <ResortCard resort={resort} currency={payload.brand?.currency ?? 'USD'} />
      </ul>
      <h2 className="section-title">More resorts</h2>
      <ul className="link-list">
        {others.map((o) => (
          <li key={o.href}>
            <a href={withBase(o.href)}>{o.name}</a>
          </li>
        ))}
      </ul>
    </>
  )
}
