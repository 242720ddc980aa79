// Moves to another page of the site as a click on a link would: the client router renders it in place when it can
// (it takes over clicks on internal links), and the browser loads it otherwise.
import { withBase } from './base.ts'

export function goTo(path: string): void {
  const link = document.createElement('a')
  link.href = withBase(path)
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}
