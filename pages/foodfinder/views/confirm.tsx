// foodfinder/confirm: every answer at a glance, each with a way to change it, then on to the match.
import { FeatureIntro, type Payload, withBase } from '../../../components/page/index.ts'
import { useAnswersGate } from '../answersGate.tsx'
import { answerLabel, type FoodFinderData, petName, possessive, questions } from '../quiz.ts'

export default function ConfirmPage({ payload }: { payload: Payload<FoodFinderData> }) {
  const data = payload.page
  const { answers, gate } = useAnswersGate(payload)
  if (gate) return gate
  const name = petName(answers)
  const rows = [
    { step: 'start' as const, label: 'Name', value: answers.petName ?? '' },
    ...questions.map((q) => ({ step: q.step, label: q.label === 'Your pet' ? 'Type' : q.label, value: answerLabel(q, answers) })),
  ]
  return (
    <>
      <FeatureIntro payload={payload} />
      <section className="panel ff-confirm" aria-labelledby="ff-confirm-heading">
        <h2 id="ff-confirm-heading">Check {possessive(name)} answers</h2>
        <dl className="ff-summary">
          {rows.map((row) => {
            const href = data.steps[row.step]
            return (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
                {href && (
                  <dd>
                    <a href={withBase(`${href}?edit=confirm`)}>
                      Edit <span className="visually-hidden">{row.label.toLowerCase()}</span>
                    </a>
                  </dd>
                )}
              </div>
            )
          })}
        </dl>
        {data.steps.result && (
          <div className="ff-actions">
            <a className="button" href={withBase(data.steps.result)}>
              See my match
            </a>
          </div>
        )}
      </section>
    </>
  )
}
