// Where a call was made, as Segment's page context (`context.page`, and a page call's own properties): taken when
// the call is made, since the library sends it later and perhaps from another page, and without any query
// parameter the app does not read itself, so that nothing a visitor typed reaches Segment through a URL (a link
// someone pasted, an old bookmark of a form's result).

/** The query parameters pages read (`?item=`, `?order=`, `?edit=`, `?next=`) and the campaign ones Segment reads. */
const keptParameter = (name: string) => ['item', 'order', 'edit', 'next'].includes(name) || /^utm_[a-z]+$/.test(name)

/** `href` without its fragment and without the query parameters not kept; '' when it is not a URL. */
export function withoutForeignParameters(href: string): string {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return ''
  }
  for (const name of [...new Set(url.searchParams.keys())]) if (!keptParameter(name)) url.searchParams.delete(name)
  url.hash = ''
  return url.href
}

export interface PageContext {
  path: string
  referrer: string
  search: string
  title: string
  url: string
}

/** The page a call was made on (its address and referrer then); `title` is the page's own, as the document's may
 *  still be the previous page's. */
export function pageContextAt(href: string, referrer: string, title: string): PageContext {
  const url = new URL(withoutForeignParameters(href))
  return {
    path: url.pathname,
    referrer: withoutForeignParameters(referrer),
    search: url.search,
    title,
    url: url.href,
  }
}
