import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import DefaultLayout from '../../layouts/default/Layout.tsx'
import ErrorPage from '../../pages/_error/+Page.tsx'
import { errorPagePayload } from '../../renderer/errorPagePayload.ts'
import { PageShell } from '../../renderer/PageShell.tsx'

const render = (status: 404 | 500) =>
  renderToString(<PageShell payload={errorPagePayload(status, [])} Layout={DefaultLayout} Page={ErrorPage as never} />)

describe('error page', () => {
  it('shows "Internal Server Error" with status 500', () => {
    const html = render(500)
    expect(html).toContain('<h1 id="error-heading">Internal Server Error</h1>')
    expect(html).toContain('500')
  })

  it('prerenders the 404 page with the generic message, completed with the path in the browser', () => {
    expect(render(404)).toContain('<h1 id="error-heading">Page Not Found</h1>')
  })
})
