// The brand's resorts.

import type { PageProps } from '../../brand/payload.ts'
import { FeatureIntro } from '../../components/FeatureIntro.tsx'
import { ResortCard } from '../../components/ResortCard.tsx'
import type { Data } from './+data.ts'

export default function ResortsPage({ payload }: PageProps<Data>) {
  const { resorts, detailBase } = payload.page
  return (
    <>
      <FeatureIntro payload={payload} />
      <ul className="product-grid">
        {resorts.map((r) => (
          <ResortCard
            key={r.slug}
            resort={r}
            currency={payload.brand?.currency ?? 'USD'}
            href={detailBase ? `${detailBase}/${r.slug}` : undefined}
          />
        ))}
      </ul>
    </>
  )
}
