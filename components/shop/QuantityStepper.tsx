// A quantity control with large tap targets; the value stays within 1…maxQuantity.
import { clampQuantity, maxQuantity } from './useShop.ts'

export function QuantityStepper({ value, onChange, label }: { value: number; onChange: (n: number) => void; label: string }) {
  return (
    <fieldset className="quantity">
      <legend className="visually-hidden">{label}</legend>
      <button
        type="button"
        className="button secondary"
        onClick={() => onChange(clampQuantity(value - 1))}
        disabled={value <= 1}
        aria-label="Decrease quantity"
      >
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button
        type="button"
        className="button secondary"
        onClick={() => onChange(clampQuantity(value + 1))}
        disabled={value >= maxQuantity}
        aria-label="Increase quantity"
      >
        +
      </button>
    </fieldset>
  )
}
