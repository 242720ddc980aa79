// A feature page that so far shows its brand's heading and introduction, with the way on to the brand's other
// pages. Features get their full flows one by one (see the issues); this keeps every route real meanwhile.
import type { PageProps } from '../renderer/types.ts'
import { FeatureIntro } from './FeatureIntro.tsx'
import { withBase } from './links.ts'

export function FeatureIntroPage({ payload }: PageProps) {
  const links = (payload.brand?.nav ?? []).filter((l) => l.href !== payload.route.path)
  return (
    <>
      <FeatureIntro payload={payload} />
      {links.length > 0 && (
        <nav aria-label="More from this brand">
          <ul className="link-list">
            {links.map((l) => (
              <li key={l.href}>
                <a href={withBase(l.href)}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  )
}
