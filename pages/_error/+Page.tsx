// https://vike.dev/error-page — 404.html on static hosts and the 500 page. The requested path is only known in the
// browser, so the heading is completed after hydration (errorHeading.ts); a miss under a brand is then shown in that
// brand's frame (renderer/client/brandNotFound.ts) and leads to its home, any other to the directory.
import { useEffect, useState } from 'react'
import { type ErrorPageData, type PageProps, stripBase, withBase } from '../../components/page/index.ts'
import { errorHeading } from './errorHeading.ts'

export default function ErrorPage({ payload }: PageProps<ErrorPageData>) {
  const { status } = payload.page
  const [path, setPath] = useState('')
  useEffect(() => setPath(stripBase(window.location.pathname)), [])
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <p className="error-status">{status}</p>
      <h1 id="error-heading">{errorHeading(payload, path)}</h1>
      <p className="link-line">
        {/* Under a brand (its frame is put around the page in the browser) the way back is its home. */}
        {payload.brand ? (
          <a href={withBase(`/${payload.brand.prefix}`)}>Back to {payload.brand.name}</a>
        ) : (
          <a href={withBase('/')}>See all demos</a>
        )}
      </p>
    </section>
  )
}
