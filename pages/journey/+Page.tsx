// journey: the overview of the brand's guided onboarding flow; journey/start: the flow itself.
import '../../styles/journey.css'
import type { PageProps } from '../../brand/payload.ts'
import { JourneyOverview } from '../../components/journey/JourneyOverview.tsx'
import { JourneyWizard } from '../../components/journey/JourneyWizard.tsx'
import type { JourneyData } from '../../components/journey/journey.ts'

export default function JourneyPage({ payload }: PageProps<JourneyData>) {
  return payload.route.step === 'start' ? <JourneyWizard payload={payload} /> : <JourneyOverview payload={payload} />
}
