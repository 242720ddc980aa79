// A form's "which product" field at any catalog size. A catalog the page can carry whole (one listing page:
// routing/listingPages.ts) is a select, as it always was; a longer one is not carried at all: the field is a text
// input that searches the brand's static index as the visitor types and lists the products found to pick one from.
// Only the input comes with the page; the search (ProductSearch.tsx: the list, its keys and the index reads) loads
// when the visitor first focuses the field, and takes the input over. Either way the form's value is what the select's
// would be: the product's slug or its name (`search.valueKey`), empty until one is picked. A form page loads this module
// only where its catalog is searched: elsewhere its view draws the select itself (productFieldViews.tsx).
import { useState } from 'react'
import { Field, type FieldProps } from './Field.tsx'
import { onDemand, useOnDemand } from './onDemand.ts'
import { type Choice, SelectField } from './SelectAndTextArea.tsx'

const productSearch = onDemand(() => import('./ProductSearch.tsx'), 'the product search')

/** The brand's catalog searched through its index (its prefix), a pick giving the product's slug or name. */
export interface PickerSearch {
  prefix: string
  valueKey: 'slug' | 'name'
}

export interface ProductPickerProps extends FieldProps {
  value: string
  onChange: (event: { target: { value: string } }) => void
  /** The empty choice of the select ("Choose one"). */
  prompt: string
  /** The catalog, when the page carries it. */
  choices: readonly Choice[]
  /** Instead of `choices`, when the catalog is too long to carry. */
  search?: PickerSearch | undefined
  /** Tells the page the product picked through the search (or that none is), with its name: the value may be a slug. */
  onPick?: ((pick: Choice | undefined) => void) | undefined
}

export function ProductPickerField({ search, onPick, ...field }: ProductPickerProps) {
  const [wanted, want] = useState(false)
  const Search = useOnDemand(productSearch, wanted).loaded?.ProductSearch
  if (!search) return <SelectField {...field} />
  const { value, onChange, prompt: _, choices: __, ...shown } = field
  return (
    <Field {...shown} hint="Type part of its name, then pick it from the list.">
      {(control) => (
        <>
          <input
            {...control}
            role="combobox"
            aria-expanded="false"
            aria-autocomplete="list"
            autoComplete="off"
            // A name picked before the field was last shown (the service form hides it for some topics) shows again.
            defaultValue={search.valueKey === 'name' ? value : ''}
            onFocus={() => want(true)}
          />
          {Search && <Search inputId={control.id} {...{ value, onChange, onPick, ...search }} />}
        </>
      )}
    </Field>
  )
}
