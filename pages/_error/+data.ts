// The error page's own payload (it has no route of its own, so the shared page data does not apply).
import type { PageContextServer } from 'vike/types'
import { errorPayload } from '../../components/page/build/pageData.ts'

export const data = (pageContext: PageContextServer) => errorPayload(pageContext)
