// The forms kit: the request-form hook, the field wrapper and its text, select, textarea, checkbox and choice-card
// fields with the error summary, the product picker (a select, or a search of a catalog too long to carry, each a view
// of the form's page), the field
// rules (one message each), the request form and "sent" panels, and the loader that imports a form's checks on demand.
export { CheckboxField } from './CheckboxField.tsx'
export { ChoiceCards } from './ChoiceCards.tsx'
export { ErrorSummary, Field, TextField } from './Field.tsx'
export { type OnDemand, onDemand, useOnDemand, usePrefetchWhenIdle } from './onDemand.ts'
export { type PickerSearch, ProductPickerField, type ProductPickerProps } from './ProductPickerField.tsx'
export { type ProductFieldView, productFieldViews } from './productFieldViews.tsx'
export { RequestForm, SentPanel } from './RequestPanels.tsx'
export type { FieldErrors } from './rules.ts'
export { choiceProblem, emailProblem, fieldErrors, lengthProblem, normalizePhone, phoneProblem, textProblem } from './rules.ts'
export { SelectField, TextAreaField } from './SelectAndTextArea.tsx'
export { useCheckedField, useCheckedFieldOnDemand } from './useCheckedField.ts'
export { useRequestForm } from './useRequestForm.tsx'
