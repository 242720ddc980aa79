// A miss under a brand's prefix (/KFC/no-such-page) is shown in that brand's frame, with the way to its home: a
// static host serves the one 404.html for every miss, so the brand is found here, from the path's first segment (in
// any casing, by the route rules) and its home page's payload, which carries the brand's chrome and layout. Imported
// only by a 404 page.
import type { Root } from 'react-dom/client'
import type { Payload } from '../../brand/payload.ts'
import { stripBase } from '../../lib/base.ts'
import type { ErrorPageData } from '../errorPagePayload.ts'
import { currentRules } from './buildRulesLoader.ts'
import { updateHead } from './head.ts'
import { loadView } from './pageView.tsx'
import { fetchPayload } from './payloads.ts'

export async function showBrandNotFound(root: Root, notFound: Payload<ErrorPageData>): Promise<void> {
  const missed = location.pathname
  const first = stripBase(missed).split('/')[1]
  const match = first ? currentRules()?.match(`/${first}`) : undefined
  if (match?.kind !== 'page') return
  const home = await fetchPayload(match.path)
  if (!home?.brand || home.route.feature !== 'home') return
  const { view } = notFound.route
  const homeView = home.route.view
  const branded: Payload<ErrorPageData> = {
    ...notFound,
    brand: home.brand,
    route: {
      ...notFound.route,
      layout: home.route.layout,
      scope: home.route.scope,
      // The error page's code with the brand's layout (none: the shared frame, part of the entry) and its styles.
      ...(view && {
        view: {
          page: view.page,
          ...(homeView?.layout && { layout: homeView.layout }),
          styles: [...view.styles, ...(homeView?.styles ?? [])],
        },
      }),
    },
  }
  const shown = await loadView(branded)
  // The visitor may have moved on meanwhile.
  if (location.pathname !== missed) return
  root.render(shown)
  updateHead(branded)
}
