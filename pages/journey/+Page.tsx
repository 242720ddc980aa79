// journey: the overview of the brand's guided onboarding flow; journey/start: the flow itself.
import './journey.css'
import type { PageProps } from '../../brand/payload.ts'
import type { Data } from './+data.ts'
import { JourneyOverview } from './JourneyOverview.tsx'
import { JourneyWizard } from './JourneyWizard.tsx'

export default function JourneyPage({ payload }: PageProps<Data>) {
  return payload.route.step === 'start' ? <JourneyWizard payload={payload} /> : <JourneyOverview payload={payload} />
}
