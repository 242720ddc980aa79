// The shared layout of the directory and error pages: neutral, no brand.

import { BrandFrame, type Chrome, defaultChrome, type LayoutProps } from '../../components/chrome/index.ts'

const chrome: Chrome = { ...defaultChrome, edge: 'none' }

export default function DefaultLayout({ payload, children }: LayoutProps) {
  return (
    <BrandFrame payload={payload} chrome={chrome}>
      {children}
    </BrandFrame>
  )
}
