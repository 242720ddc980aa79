// One resort (catch-all resorts/:slug): its details and stay request, and the brand's other resorts.
import { FeatureIntro, type PageProps, withBase } from '../../components/page/index.ts'
import { StayRequest } from '../../components/resort/index.ts'
import type { Data } from './+data.ts'

export default function ResortPage({ payload }: PageProps<Data>) {
  const { resort, others } = payload.page
  return (
    <>
      <FeatureIntro payload={payload} />
      <StayRequest resort={resort} currency={payload.brand?.currency ?? 'USD'} scope={payload.route.scope} />
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
