// The storefront layout several brands' shop pages share: a compact commerce header in
// the brand's colours with the cart always in reach, the same for every brand that sends its shop section here.
import './layout.css'
import { BrandFrame, type Chrome, defaultChrome, type LayoutProps } from '../../components/chrome/index.ts'

const chrome: Chrome = { ...defaultChrome, edge: 'thick', nav: 'pills' }

export default function ShopLayout({ payload, children }: LayoutProps) {
  return (
    <BrandFrame payload={payload} chrome={chrome} headerExtra={<span className="shop-badge">Online shop</span>}>
      {children}
    </BrandFrame>
  )
}
