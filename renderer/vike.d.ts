// Types of the values our hooks put on Vike's pageContext.
import type { ComponentType } from 'react'
import type { PageProps, Payload } from '../brand/payload.ts'

declare global {
  namespace Vike {
    interface PageContext {
      Page: ComponentType<PageProps>
      data: Payload
    }
  }
}
