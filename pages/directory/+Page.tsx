// "/": a directory of every partner demo, by name, each with links straight into the flows it offers, and a filter
// by flow for a presenter looking for, say, a partner with SMS and an assistant. The chosen flow is kept in the
// address (?flow=sms), so a filtered directory can be shared.
import { useState } from 'react'
import { type PageProps, useQueryParam, withBase } from '../../components/page/index.ts'
import type { Data } from './+data.ts'

const flowParam = 'flow'

/** The flow shown: the visitor's choice, else the one in the address (read once hydrated: the prerendered page shows
 *  every partner); a flow no partner offers shows every partner too. */
function useFlowFilter(known: readonly string[]) {
  const asked = useQueryParam(flowParam)
  const [chosen, setChosen] = useState<string | null>()
  const wanted = chosen === undefined ? asked : chosen
  const flow = wanted && known.includes(wanted) ? wanted : undefined
  const choose = (next: string | undefined) => {
    setChosen(next ?? null)
    const url = new URL(window.location.href)
    if (next) url.searchParams.set(flowParam, next)
    else url.searchParams.delete(flowParam)
    window.history.replaceState(window.history.state, '', url)
  }
  return [flow, choose] as const
}

export default function DirectoryPage({ payload }: PageProps<Data>) {
  const { brands, flows } = payload.page
  const [flow, choose] = useFlowFilter(flows.map((f) => f.id))
  const shown = flow ? brands.filter((b) => b.flows.some((f) => f.flow === flow)) : brands
  const flowLabel = flows.find((f) => f.id === flow)?.label
  return (
    <>
      <header className="page-intro">
        <h1>{payload.heading}</h1>
        <p>{payload.intro}</p>
        <p>
          Presenting without a partner? The <a href={withBase('/account')}>demo account</a> shows sign-in and orders on their own.
        </p>
      </header>
      <fieldset className="directory-filter">
        <legend>Show partners with</legend>
        <button type="button" className="chip" aria-pressed={flow === undefined} onClick={() => choose(undefined)}>
          Any flow
        </button>
        {flows.map((f) => (
          <button key={f.id} type="button" className="chip" aria-pressed={flow === f.id} onClick={() => choose(f.id)}>
            {f.label}
          </button>
        ))}
      </fieldset>
      <p className="directory-count" role="status">
        {flowLabel ? `${shown.length} of ${brands.length} partners offer ${flowLabel}.` : `${brands.length} partners.`}
      </p>
      <ul className="directory">
        {shown.map((b) => (
          <li key={b.prefix} style={{ borderTopColor: b.color }}>
            <a className="directory-brand" href={withBase(`/${b.prefix}`)}>
              <strong>{b.name}</strong>
              <span>{b.industry}</span>
            </a>
            <p>{b.tagline}</p>
            <ul className="directory-flows" aria-label={`${b.name} flows`}>
              {b.flows.map((f) => (
                <li key={f.href}>
                  <a className={f.flow === flow ? 'chip chosen' : 'chip'} href={withBase(f.href)}>
                    {f.label}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  )
}
