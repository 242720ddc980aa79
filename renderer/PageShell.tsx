// The tree rendered on the server and hydrated in the browser: the brand's layout around the feature page.
import { type ComponentType, type ReactNode, useEffect } from 'react'
import type { PageProps, Payload } from '../brand/payload.ts'

export interface LayoutProps {
  payload: Payload
  children: ReactNode
}

export type LayoutComponent = ComponentType<LayoutProps>

/** Dispatched on window once the page has hydrated. */
export const hydratedEvent = 'storefront:hydrated'

/** `navigation` keys the page: each client navigation mounts it afresh, while the layout around it stays. */
export function PageShell({
  payload,
  Layout,
  Page,
  navigation = 0,
}: {
  payload: Payload
  Layout: LayoutComponent
  Page: ComponentType<PageProps>
  navigation?: number
}) {
  // Effects run only in the browser, after React has attached to the prerendered markup (the page's own effects
  // first): from then on every control responds. Tests and styles can rely on `html[data-hydrated]`.
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
    dispatchEvent(new Event(hydratedEvent))
  }, [])
  return (
    <Layout payload={payload}>
      <Page key={navigation} payload={payload} />
    </Layout>
  )
}
