import { definePageData } from '../../components/page/build/pageData.ts'

export interface Data {
  /** The portal's terms page and its sign-in page; without a sign-in page the terms page signs in itself. */
  termsPath: string
  loginPath: string | null
}

export const data = definePageData(({ brand, route }): Data => {
  if (!brand) return { termsPath: route.path, loginPath: null }
  const base = `/${brand.prefix}/wifi`
  return { termsPath: base, loginPath: brand.pages.includes('wifi/login') ? `${base}/login` : null }
})
