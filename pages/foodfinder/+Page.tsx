// The food finder: a pet-food quiz over separate pages (start, oneFive … four), a summary (confirm), the match
// from the brand's catalog (result) and saving it with an email (saveResult). Answers live in localStorage.
import './foodfinder.css'
import type { PageProps } from '../../components/page/index.ts'
import type { Data } from './+data.ts'
import { ConfirmPage } from './ConfirmPage.tsx'
import { QuestionPage } from './QuestionPage.tsx'
import { isQuestionStep } from './quiz.ts'
import { ResultPage } from './ResultPage.tsx'
import { SavePage } from './SavePage.tsx'

export default function FoodFinderPage({ payload }: PageProps<Data>) {
  const step = payload.route.step ?? 'start'
  if (isQuestionStep(step)) return <QuestionPage key={step} payload={payload} step={step} />
  if (step === 'confirm') return <ConfirmPage payload={payload} />
  if (step === 'result') return <ResultPage payload={payload} />
  return <SavePage payload={payload} />
}
