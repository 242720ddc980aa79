// Each step of the journey is an entry of the browser's history (`?step=2`, `?step=done` for the completion): Back
// and Forward move between steps, and a reload shows the step the address names, with the answers kept in
// localStorage. An address without a step (a link to the journey) shows the step the visitor was at, and names it.
import { useEffect } from 'react'
import { readStored, replaceStep, writeStored } from '../../components/page/index.ts'
import { clampStep, emptyJourney, isJourneyState, type JourneyFlow, stepFromQuery, stepQuery } from './journey.ts'

/** The address of a step (its index; the number of steps for the completion), relative to the page's own. */
export function stepHref(step: number, flow: JourneyFlow): string {
  return `?step=${stepQuery(step, flow)}`
}

/** Keeps the stored step and the address in step; `onStep` runs when Back or Forward has changed the step. */
export function useStepHistory(key: string, flow: JourneyFlow, onStep: () => void): void {
  useEffect(() => {
    const total = flow.steps.length
    const show = (moved: boolean) => {
      const current = readStored(key, emptyJourney, isJourneyState)
      const named = stepFromQuery(new URLSearchParams(location.search).get('step'), flow)
      // Finished earlier: the completion; otherwise the step the visitor was at.
      const resumed = current.completedAt ? total : clampStep(current.step, flow)
      // The completion only once finished: before that, the review step.
      const step = named === undefined ? resumed : named === total && !current.completedAt ? total - 1 : named
      if (step !== named) replaceStep(stepHref(step, flow))
      if (step === current.step) return
      writeStored(key, { ...current, step })
      if (moved) onStep()
    }
    show(false)
    const popped = () => show(true)
    addEventListener('popstate', popped)
    return () => removeEventListener('popstate', popped)
  }, [key, flow, onStep])
}
