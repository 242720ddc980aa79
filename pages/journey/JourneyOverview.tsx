// journey: what the guided flow asks, a way in, and — when this visitor has a flow under way — the way back to it.

import { FeatureIntro, goTo, type Payload, useStored, withBase } from '../../components/page/index.ts'
import { clampStep, emptyJourney, isJourneyState, type JourneyData, journeyKey } from './journey.ts'

export function JourneyOverview({ payload }: { payload: Payload<JourneyData> }) {
  const { flow, links } = payload.page
  const [state, setState] = useStored(journeyKey(payload.route.scope), emptyJourney, isJourneyState)
  const total = flow.steps.length
  const index = clampStep(state.step, flow)
  const inProgress = state.started && !state.completedAt
  const startOver = () => {
    setState(emptyJourney)
    goTo(links.start)
  }
  return (
    <>
      <FeatureIntro payload={payload} />
      <section className="panel journey-overview" aria-labelledby="journey-overview-heading">
        <h2 id="journey-overview-heading">
          {total} quick step{total === 1 ? '' : 's'}
        </h2>
        <ol className="journey-outline">
          {flow.steps.map((step) => (
            <li key={step.id}>
              <strong>{step.title}</strong>
              <span>{step.intro}</span>
            </li>
          ))}
        </ol>
        {inProgress ? (
          <>
            <p className="notice">
              You have a flow under way, at step {index + 1} of {total}: “{flow.steps[index]?.title}”
            </p>
            <div className="journey-actions">
              <a className="button" href={withBase(links.start)}>
                Continue where you left off
              </a>
              <button type="button" className="button secondary" onClick={startOver}>
                Start over
              </button>
            </div>
          </>
        ) : state.completedAt ? (
          <>
            <p className="notice">You finished these steps on {new Date(state.completedAt).toLocaleDateString('en-US')}.</p>
            <div className="journey-actions">
              <a className="button" href={withBase(links.start)}>
                See your answers
              </a>
              <button type="button" className="button secondary" onClick={startOver}>
                Start again
              </button>
            </div>
          </>
        ) : (
          <div className="journey-actions">
            <a className="button" href={withBase(links.start)}>
              Start
            </a>
          </div>
        )}
      </section>
    </>
  )
}
