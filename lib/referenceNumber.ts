// The one generator of the references a visitor is shown (orders, requests, enquiries, reviews, cases): the
// scope's first four letters, an optional kind, and six characters from an alphabet without look-alikes
// (no 0/O, 1/I), such as "KFC-8G2K7Q" or "AVIS-CASE-7K2M9Q".
const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

export function referenceNumber(scope: string, kind?: string, random: () => number = Math.random): string {
  let code = ''
  for (let i = 0; i < 6; i++) code += alphabet[Math.min(alphabet.length - 1, Math.floor(random() * alphabet.length))]
  const brand =
    scope
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 4)
      .toUpperCase() || 'DEMO'
  return kind ? `${brand}-${kind}-${code}` : `${brand}-${code}`
}
