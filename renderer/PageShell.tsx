// The tree rendered on the server and hydrated in the browser: the brand's layout around the feature page.
import type { ComponentType, ReactNode } from 'react'
import type { PageProps, Payload } from './types.ts'

export type LayoutComponent = ComponentType<{ payload: Payload; children: ReactNode }>

export function PageShell({
  payload,
  Layout,
  Page,
}: {
  payload: Payload
  Layout: LayoutComponent
  Page: ComponentType<PageProps>
}) {
  return (
    <Layout payload={payload}>
      <Page payload={payload} />
    </Layout>
  )
}
