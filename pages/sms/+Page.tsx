// Text alerts: the visitor gives a phone number and consent, confirms it with a 6-digit one-time code, and is then
// subscribed (kept per brand, so a reload shows it) until they unsubscribe.
//
// Analytics: 'SMS Code Sent' each time a code is generated; on a correct code the phone goes on the visitor's
// identity as a trait (identify without a user id: opting in to texts is not signing in) and 'SMS Subscribed' is sent; 'SMS Unsubscribed'
// when they opt out. We use 'SMS Subscribed' rather than 'SMS Opt In' because it follows Segment's "Object Verbed"
// naming and pairs with 'SMS Unsubscribed'. Every event carries { phone } in E.164.
import { FeatureIntro, type PageProps } from '../../components/page/index.ts'
import { CodeStep, PhoneStep, SubscribedStep } from './steps.tsx'
import { useSmsOptIn } from './useSmsOptIn.ts'
import './sms.css'

export default function SmsPage({ payload }: PageProps) {
  const brandName = payload.brand?.name ?? 'us'
  const sms = useSmsOptIn(payload.route.scope, brandName)
  const status = sms.message && (
    <p className="notice" role="status">
      {sms.message}
    </p>
  )
  return (
    <>
      <FeatureIntro payload={payload} />
      {sms.subscription ? (
        <SubscribedStep sms={sms} status={status} />
      ) : sms.pending ? (
        <CodeStep sms={sms} pending={sms.pending} />
      ) : (
        <PhoneStep sms={sms} status={status} brandName={brandName} />
      )}
    </>
  )
}
