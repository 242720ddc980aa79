// The tree rendered on the server and hydrated in the browser: the brand's layout around the feature page.
import type { ComponentType, ReactNode } from 'react'
import type { PageProps, Payload } from './types.ts'

export interface LayoutProps {
  payload: Payload
  children: ReactNode
}

export type LayoutComponent = ComponentType<LayoutProps>

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
