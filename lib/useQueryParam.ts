// A query-string value, read after hydration: prerendered HTML has no query, so the first render must not use it.
import { useEffect, useState } from 'react'

export function useQueryParam(name: string): string | null | undefined {
  const [value, setValue] = useState<string | null | undefined>(undefined)
  useEffect(() => setValue(new URLSearchParams(window.location.search).get(name)), [name])
  return value
}
