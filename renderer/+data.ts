// https://vike.dev/data — pages without a feature-specific +data.ts get the shared payload only.
import { definePageData } from './server/definePageData.ts'

export const data = definePageData(() => null)
