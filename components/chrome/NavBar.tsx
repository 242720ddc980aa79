// The brand's navigation, derived from the pages it has; the current page is marked for assistive technology.
import type { Payload } from '../../brand/payload.ts'
import { withBase } from '../../lib/base.ts'

export function NavBar({ payload }: { payload: Payload }) {
  const links = payload.brand?.nav ?? []
  if (links.length === 0) return null
  const current = payload.route.path.toLowerCase()
  return (
    <nav className="site-nav" aria-label={`${payload.brand?.name} navigation`}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={withBase(link.href)} aria-current={link.href.toLowerCase() === current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
