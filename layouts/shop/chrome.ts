// The chrome the shop layout draws its brands' shop pages in, whatever each brand's own: a thick brand-colour rule
// under the header, pill navigation and the "Online shop" badge. Data, not markup: the pages render it with the shared
// frame every page's entry already holds, so the layout costs them its stylesheet and no code of its own.
import { type Chrome, defaultChrome } from '../../components/chrome/index.ts'

export const chrome: Chrome = { ...defaultChrome, edge: 'thick', nav: 'pills', badge: 'Online shop' }
