// The links of a paged catalog's page: to the other categories and to the other pages of this listing. They are
// plain links, so they are drawn once, at build time, into markup the page carries in its payload: the browser
// gets no code for them (the catalog's first load stays as it was), and a crawler, a visitor without JavaScript and
// the client router (which follows every internal link) all use them alike.
import { renderToStaticMarkup } from 'react-dom/server'
import { withBase } from '../../components/page/index.ts'

/** The page numbers to link: the first, the last, and this one with its neighbours; 0 marks a gap. */
export function pagerNumbers(page: number, pages: number): number[] {
  const numbers: number[] = []
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 1) numbers.push(n)
    else if (numbers.at(-1) !== 0) numbers.push(0)
  }
  return numbers
}

/**
 * Previous and next (which alone reach every page), the first and last page, and this one's neighbours; `href`
 * gives page n's path. Empty for a listing of one page.
 */
export function pagerMarkup(page: number, pages: number, href: (n: number) => string): string {
  if (pages < 2) return ''
  const at = (n: number) => withBase(href(n))
  return renderToStaticMarkup(
    <>
      {page > 1 && (
        <a href={at(page - 1)} rel="prev">
          Previous
        </a>
      )}
      <ol>
        {pagerNumbers(page, pages).map((n, i) =>
          n === 0 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <a href={at(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>
                {n}
              </a>
            </li>
          ),
        )}
      </ol>
      {page < pages && (
        <a href={at(page + 1)} rel="next">
          Next
        </a>
      )}
    </>,
  )
}

/** "All categories" and each category, the one shown marked current (the set shown, not always this very page). */
export function categoryMarkup(choices: { name: string; href: string; current: boolean }[]): string {
  return renderToStaticMarkup(
    <ul>
      {choices.map(({ name, href, current }) => (
        <li key={href}>
          <a href={withBase(href)} aria-current={current ? 'true' : undefined}>
            {name}
          </a>
        </li>
      ))}
    </ul>,
  )
}
