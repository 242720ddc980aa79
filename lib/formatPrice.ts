const formats = new Map<string, Intl.NumberFormat>()

export function formatPrice(amount: number, currency: string): string {
  let format = formats.get(currency)
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency })
    formats.set(currency, format)
  }
  return format.format(amount)
}
