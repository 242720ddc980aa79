// The deployable the paged-catalog browser tests run against: the site's brands cannot show paging (none has more
// than 48 products), so pagedCatalog.setup.ts builds KFC alone with its catalog grown to 150 products (as the
// benchmark's scale run grows catalogs) into this folder, and pagedCatalog.spec.ts serves it. Purina is grown the same
// way, for the food finder over a large catalog (pagedCatalog.spec.ts), its last product made the one best fit
// for one pet: a match must come from the whole catalog, not its first page. KFC also gets the review, inquiry and
// service forms, whose product field searches a catalog this long instead of carrying it.
import { join } from 'node:path'

// Under node_modules/, the one folder of the project that Vike's search for old-style page files (`*.page.*`) leaves
// out: the search walks the rest of the project in every later build in this checkout (the build tests' builds
// among them), through the deployable's links too, and it does not skip dot folders. Under test-results/ this
// deployable's 4,800 entries made that walk 50 ms instead of 3, twice a build.
export const pagedCatalogWork = join('node_modules', '.cache', 'storefront-paged-catalog')
export const pagedCatalogSite = join(pagedCatalogWork, 'site')
/** 150 products: four pages of 48, 48, 48 and 6. */
export const pagedCatalogSize = 150

/** Purina's last product in the paged-catalog deployable: the best fit for a small, relaxed senior cat with stiff joints. */
export const lateMatch = {
  slug: 'pro-plan-senior-indoor-cat-joint',
  name: 'Pro Plan Senior 7+ Indoor Cat Joint Formula',
  category: 'Cat Food',
  price: 36.99,
  description: 'Dry food for mature indoor cats: glucosamine for healthy joints, in small bites.',
  art: { motif: 'cat-food-bag', color: '#5b3f8c', badge: 'paw', label: '7+' },
  options: ['3.5 lb bag', '7 lb bag'],
}
