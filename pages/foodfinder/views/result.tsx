// foodfinder/result: the brand's products that fit the answers best, with the reasons, each a link to choose it. The
// match is the answers' own file and its products' files (useMatch.ts), fetched once the stored answers are read.
import { useMemo } from 'react'
import { FeatureIntro, formatPrice, goTo, type Payload, ProductArt, track, withBase } from '../../../components/page/index.ts'
import { productProperties, type ShopContext } from '../../../components/shop/index.ts'
import { useAnswersGate } from '../answersGate.tsx'
import { type FoodFinderData, petName } from '../quiz.ts'
import { type Match, useMatch } from '../useMatch.ts'

export function resultProducts(matches: readonly Match[], shop: ShopContext) {
  return matches.map((r, i) => ({ ...productProperties(r.product, shop), position: i + 1 }))
}

export default function ResultPage({ payload }: { payload: Payload<FoodFinderData> }) {
  const data = payload.page
  const scope = payload.route.scope
  const { answers, setAnswers, gate } = useAnswersGate(payload)
  const shop: ShopContext = useMemo(
    () => ({
      scope,
      brand: payload.brand?.name,
      currency: payload.brand?.currency ?? 'USD',
      locale: payload.brand?.locale ?? 'en-US',
    }),
    [scope, payload.brand],
  )
  // Reported once the match is shown: the stored answers are read after hydration, then their match fetched.
  const match = useMatch(payload.brand?.prefix, answers, (matches) =>
    track('Food Finder Result Viewed', { pet_type: answers.species, products: resultProducts(matches, shop) }),
  )

  if (gate) return gate

  const startOver = () => {
    setAnswers({})
    if (data.steps.start) goTo(data.steps.start)
  }

  const name = petName(answers)
  const recommendations = match.status === 'ready' ? match.matches : []
  return (
    <>
      <FeatureIntro payload={payload} />
      <section aria-labelledby="ff-result-heading" className="ff-result" aria-busy={match.status === 'loading'}>
        <h2 id="ff-result-heading">
          {match.status !== 'ready' || recommendations.length > 0 ? `Our match for ${name}` : `No match for ${name} yet`}
        </h2>
        {match.status === 'loading' ? (
          <p role="status">Finding the best fit in our range…</p>
        ) : match.status === 'failed' ? (
          <p className="notice" role="alert">
            The match could not be loaded. Check your connection, then reload the page.
          </p>
        ) : recommendations.length === 0 ? (
          <div className="notice">
            <p>Nothing in the current range fits these answers. Try other answers, or browse everything we have.</p>
            {data.catalog && (
              <a className="button" href={withBase(data.catalog)}>
                Browse the range
              </a>
            )}
          </div>
        ) : (
          <ol className="product-grid ff-results">
            {recommendations.map((r, i) => (
              <li key={r.product.slug} className="product-card">
                <ProductArt art={r.product.art} label={r.product.name} />
                <span className="badge">{i === 0 ? 'Best match' : `Match ${i + 1}`}</span>
                <h3>{r.product.name}</h3>
                <p>{r.product.description}</p>
                <p className="ff-why">Why it fits:</p>
                <ul className="ff-reasons">
                  {r.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
                <p className="price">{formatPrice(r.product.price, shop.currency)}</p>
                {data.confirmItem && (
                  <a
                    className="button"
                    href={withBase(`${data.confirmItem}?item=${r.product.slug}`)}
                    onClick={() => track('Product Clicked', { ...productProperties(r.product, shop), position: i + 1 })}
                  >
                    Choose <span className="visually-hidden">{r.product.name}</span>
                  </a>
                )}
              </li>
            ))}
          </ol>
        )}
        <div className="ff-actions">
          {recommendations.length > 0 && data.steps.saveResult && (
            <a className="button" href={withBase(data.steps.saveResult)}>
              Save this result
            </a>
          )}
          {data.steps.confirm && (
            <a className="button secondary" href={withBase(data.steps.confirm)}>
              Change answers
            </a>
          )}
          <button type="button" className="button secondary" onClick={startOver}>
            Start over
          </button>
        </div>
      </section>
    </>
  )
}
