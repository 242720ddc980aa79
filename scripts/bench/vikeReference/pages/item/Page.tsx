// One page with a little state, so that each prerendered page hydrates as the product's pages do.
import { useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

export default function Page() {
  const { routeParams } = usePageContext()
  const [count, setCount] = useState(0)
  return (
    <main>
      <h1>Item {routeParams.id}</h1>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Added {count}
      </button>
    </main>
  )
}
