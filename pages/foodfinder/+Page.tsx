// The food finder: a pet-food quiz over separate pages (start, oneFive … four), a summary (confirm), the match
// from the brand's catalog (result) and saving it with an email (saveResult). Answers live in localStorage. Each
// step's view is a module of its own (views/, chosen by stepView in quiz.ts), which is all the browser loads for that
// step.
import './foodfinder.css'
import type { PageProps } from '../../components/page/index.ts'
import type { Data } from './+data.ts'
import { stepView } from './quiz.ts'
import ConfirmPage from './views/confirm.tsx'
import QuestionView from './views/question.tsx'
import ResultPage from './views/result.tsx'
import SavePage from './views/save.tsx'

const views = { question: QuestionView, confirm: ConfirmPage, result: ResultPage, save: SavePage }

export default function FoodFinderPage({ payload }: PageProps<Data>) {
  const View = views[stepView(payload.route.step)]
  return <View payload={payload} />
}

// The renderer asks the page which of its views a step shows, so the page preloads and imports only that one.
FoodFinderPage.viewOf = stepView
