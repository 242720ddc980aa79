// foodfinder/saveResult: keep the match with an email address: identifies the visitor with the pet's details and
// reports the save.
import { type FormEvent, useRef, useState } from 'react'
import { onDemand, TextField, useCheckedFieldOnDemand } from '../../../components/forms/index.ts'
import { FeatureIntro, identify, type Payload, track, useStored, withBase } from '../../../components/page/index.ts'
import { useAnswersGate } from '../answersGate.tsx'
import { type FoodFinderData, petName, possessive, savedKey } from '../quiz.ts'
import { fetchMatch, useMatch } from '../useMatch.ts'

export interface SavedResult {
  email: string
  petName: string
  products: string[]
  savedAt: string
}

const isSaved = (value: unknown): value is SavedResult | null =>
  value === null ||
  (typeof value === 'object' &&
    typeof (value as SavedResult).email === 'string' &&
    Array.isArray((value as SavedResult).products))

type SaveChecks = typeof import('../saveChecks.ts')

// The email check and the user id are needed only once the visitor saves: imported when the browser is idle or the
// form is focused, and awaited by the submit.
const checksOnDemand = onDemand<SaveChecks>(() => import('../saveChecks.ts'), "the save form's checks")

export default function SavePage({ payload }: { payload: Payload<FoodFinderData> }) {
  const data = payload.page
  const scope = payload.route.scope
  const { answers, gate } = useAnswersGate(payload)
  const [saved, setSaved] = useStored<SavedResult | null>(savedKey(scope), null, isSaved)
  const [email, setEmail] = useState<string>()
  const [done, setDone] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const match = useMatch(payload.brand?.prefix, answers)
  const typed = email ?? saved?.email ?? ''
  const { error, prepare, check } = useCheckedFieldOnDemand(typed, checksOnDemand, (checks, value) => checks.emailProblem(value))
  if (gate) return gate

  const name = petName(answers)
  const picks = match.status === 'ready' ? match.matches : []

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checks = await check()
    if (!checks) {
      formRef.current?.querySelector<HTMLInputElement>('#ff-email')?.focus()
      return
    }
    const address = typed.trim().toLowerCase()
    // Saved with its products even when sent before the match had arrived.
    const kept = match.status === 'ready' ? picks : await fetchMatch(payload.brand?.prefix ?? '', answers).catch(() => [])
    const products = kept.map((p) => p.product.slug)
    setSaved({ email: address, petName: answers.petName ?? '', products, savedAt: new Date().toISOString() })
    identify({ email: address, pet_type: answers.species, pet_name: answers.petName })
    track('Food Finder Result Saved', { pet_type: answers.species, pet_name: answers.petName, products })
    setDone(true)
  }

  return (
    <>
      <FeatureIntro payload={payload} />
      {done && saved ? (
        <section className="panel ff-saved" aria-labelledby="ff-save-heading">
          <h2 id="ff-save-heading">Saved</h2>
          <p role="status">
            {possessive(name).replace(/^./, (c) => c.toUpperCase())} match is saved for <strong>{saved.email}</strong>.
          </p>
          <div className="ff-actions">
            {data.steps.result && (
              <a className="button" href={withBase(data.steps.result)}>
                Back to the match
              </a>
            )}
            {data.catalog && (
              <a className="button secondary" href={withBase(data.catalog)}>
                Browse the range
              </a>
            )}
          </div>
        </section>
      ) : (
        <form
          ref={formRef}
          className="panel ff-save"
          noValidate
          onSubmit={submit}
          onFocus={prepare}
          aria-labelledby="ff-save-heading"
        >
          <h2 id="ff-save-heading">Save {possessive(name)} match</h2>
          {picks.length > 0 && (
            <p>
              We will keep {picks.map((p) => p.product.name).join(', ')} and your answers with your email address, so you can come
              back to them.
            </p>
          )}
          <TextField
            id="ff-email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={typed}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
          <div className="ff-actions">
            {data.steps.result && (
              <a className="button secondary" href={withBase(data.steps.result)}>
                Back
              </a>
            )}
            <button type="submit" className="button">
              Save my result
            </button>
          </div>
        </form>
      )}
    </>
  )
}
