// "/": a directory of every partner demo.

import type { PageProps } from '../../brand/payload.ts'
import { withBase } from '../../lib/base.ts'
import type { Data } from './+data.ts'

export default function DirectoryPage({ payload }: PageProps<Data>) {
  return (
    <>
      <header className="page-intro">
        <h1>{payload.heading}</h1>
        <p>{payload.intro}</p>
      </header>
      <ul className="directory">
        {payload.page.brands.map((b) => (
          <li key={b.prefix} style={{ borderTopColor: b.color }}>
            <a href={withBase(`/${b.prefix}`)}>
              <strong>{b.name}</strong>
              <span>{b.industry}</span>
            </a>
            <p>{b.tagline}</p>
          </li>
        ))}
      </ul>
    </>
  )
}
