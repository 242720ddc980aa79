// The food finder: a pet-food quiz over separate pages (start, oneFive … four), a summary (confirm), the match
// from the brand's catalog (result) and saving it with an email (saveResult). Answers live in localStorage.
import '../../styles/foodfinder.css'
import type { PageProps } from '../../brand/payload.ts'
import { ConfirmPage } from '../../components/foodfinder/ConfirmPage.tsx'
import { QuestionPage } from '../../components/foodfinder/QuestionPage.tsx'
import { type FoodFinderData, isQuestionStep } from '../../components/foodfinder/quiz.ts'
import { ResultPage } from '../../components/foodfinder/ResultPage.tsx'
import { SavePage } from '../../components/foodfinder/SavePage.tsx'

export default function FoodFinderPage({ payload }: PageProps<FoodFinderData>) {
  const step = payload.route.step ?? 'start'
  if (isQuestionStep(step)) return <QuestionPage key={step} payload={payload} step={step} />
  if (step === 'confirm') return <ConfirmPage payload={payload} />
  if (step === 'result') return <ResultPage payload={payload} />
  return <SavePage payload={payload} />
}
