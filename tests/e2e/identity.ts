// What a form that is not a sign-in may do to the visitor's analytics identity: add its answers as traits to the
// anonymous visitor (one identify without a user id), never sign them in (no "Signed In", no user id on the
// flow's own event). Only the account page's sign-in gives a user id.
import { expect } from '@playwright/test'
import type { fakeSegment } from './segment.ts'

type Segment = Awaited<ReturnType<typeof fakeSegment>>

/** Waits for `event` (the flow's own track call, sent after its identify) and for one identify, then checks that
 *  the identify carries `traits` on the anonymous id and that nothing signed the visitor in. */
export async function expectTraitsWithoutSignIn(segment: Segment, event: string, traits: Record<string, unknown>) {
  await expect.poll(() => segment.events('track', event).length).toBeGreaterThan(0)
  await expect.poll(() => segment.events('identify').length).toBe(1)
  const identify = segment.events('identify')[0]?.body
  expect(identify?.userId ?? null).toBeNull()
  expect(identify?.anonymousId).toBeTruthy()
  expect(identify?.traits).toMatchObject(traits)
  expect(segment.events('track', event)[0]?.body.userId ?? null).toBeNull()
  expect(segment.events('track', 'Signed In')).toHaveLength(0)
}
