import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import DefaultLayout from '../../layouts/default/Layout.tsx'
import ErrorPage from '../../pages/_error/+Page.tsx'
import { errorHeading } from '../../pages/_error/errorHeading.ts'
import { errorPagePayload } from '../../renderer/errorPagePayload.ts'
import { PageShell } from '../../renderer/PageShell.tsx'

const render = (status: 404 | 500, message?: string) =>
  renderToString(<PageShell payload={errorPagePayload(status, [], message)} Layout={DefaultLayout} Page={ErrorPage as never} />)

describe('error page', () => {
  it('shows "Internal Server Error" with status 500', () => {
    const html = render(500)
    expect(html).toContain('<h1 id="error-heading">Internal Server Error</h1>')
    expect(html).toContain('500')
  })

  it('prerenders the 404 page with the generic message, completed with the path in the browser', () => {
    expect(render(404)).toContain('<h1 id="error-heading">Page Not Found</h1>')
  })

  it('completes the 404 heading from the path in the browser: a failed page check, a miss, or the runtime’s message', () => {
    const staticNotFound = errorPagePayload(404, ['/KFC/shop/products'])
    expect(errorHeading(staticNotFound, '')).toBe('Page Not Found')
    expect(errorHeading(staticNotFound, '/KFC/shop/products/no-such-bucket')).toBe(
      'Page Not Found: /KFC/shop/products/no-such-bucket',
    )
    expect(errorHeading(staticNotFound, '/no/such/page')).toBe('Page not found: /no/such/page')
    // A route middleware that failed on a page that exists: the runtime's message stands once the path is known.
    const failedMiddleware = errorPagePayload(404, [], 'Page Not Found: /KFC/shop/checkout')
    expect(errorHeading(failedMiddleware, '/KFC/shop/checkout')).toBe('Page Not Found: /KFC/shop/checkout')
    expect(render(404, 'Page Not Found: /KFC/shop/checkout')).toContain(
      '<h1 id="error-heading">Page Not Found: /KFC/shop/checkout</h1>',
    )
    expect(errorHeading(errorPagePayload(500, [], 'Unknown route middleware: paywall'), '/KFC')).toBe(
      'Unknown route middleware: paywall',
    )
  })
})
