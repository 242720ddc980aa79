// The links between the pages of a paged listing: previous and next (which alone reach every page, for a crawler as
// for a visitor), the first and last page, and the pages around this one. Each is a prerendered page, so Back,
// Forward and a reload keep the visitor's place.
import { withBase } from '../../components/page/index.ts'
import type { Listing } from './+data.ts'
import './pager.css'

/** The page numbers to link: the first, the last, and this one with its neighbours; 0 marks a gap. */
export function pagerNumbers(page: number, pages: number): number[] {
  const numbers: number[] = []
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 1) numbers.push(n)
    else if (numbers.at(-1) !== 0) numbers.push(0)
  }
  return numbers
}

export function Pager({ listing }: { listing: Listing }) {
  const { page, pages, firstPage } = listing
  if (pages < 2) return null
  const href = (n: number) => withBase(n === 1 ? firstPage : `${firstPage}/page/${n}`)
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 && (
        <a href={href(page - 1)} rel="prev">
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
              <a href={href(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>
                {n}
              </a>
            </li>
          ),
        )}
      </ol>
      {page < pages && (
        <a href={href(page + 1)} rel="next">
          Next
        </a>
      )}
    </nav>
  )
}
