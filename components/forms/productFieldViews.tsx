// A form page whose product field is a select of the catalog the page carries, or a search of one too long to carry
// (ProductPickerField.tsx). The page is its view pages/<feature>/views/select.tsx, whose product field is a select
// unless given another: with the search where the catalog is searched. The renderer asks `viewOf` which module a
// page's data shows (renderer/server/stepViews.ts): the view alone for a carried catalog, so that its page loads none
// of the search's code, and the page module, which adds the search, otherwise.
import type { ComponentType } from 'react'
import { ProductPickerField, type ProductPickerProps } from './ProductPickerField.tsx'

/** What the view of such a page takes: its product field, a select unless given the search. */
export interface ProductFieldView {
  Picker?: ComponentType<ProductPickerProps>
}

interface ProductFieldPage {
  payload: { page: { search?: unknown } }
}

export function productFieldViews<P extends ProductFieldPage>(SelectView: ComponentType<P & ProductFieldView>) {
  const Page = (props: P) =>
    props.payload.page.search ? <SelectView {...props} Picker={ProductPickerField} /> : <SelectView {...props} />
  Page.viewOf = (_step: string | undefined, page: ProductFieldPage['payload']['page']) => (page.search ? undefined : 'select')
  return Page
}
