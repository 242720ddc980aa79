// The deployable the paged-catalog browser tests run against: the site's brands cannot show paging (none has more
// than 48 products), so pagedCatalog.setup.ts builds KFC alone with its catalog grown to 150 products (as the
// benchmark's scale run grows catalogs) into this folder, and pagedCatalog.spec.ts serves it.
import { join } from 'node:path'

export const pagedCatalogWork = join('test-results', 'paged-catalog')
export const pagedCatalogSite = join(pagedCatalogWork, 'site')
/** 150 products: four pages of 48, 48, 48 and 6. */
export const pagedCatalogSize = 150
