// The assistant page: the brand's own questions and answers, the knowledge the assistant answers from.
import { FeatureIntro } from '../../components/FeatureIntro.tsx'
import type { PageProps } from '../../renderer/types.ts'
import type { AiData } from './+data.ts'

export default function AiPage({ payload }: PageProps<AiData>) {
  return (
    <>
      <FeatureIntro payload={payload} />
      {payload.page.faq.length > 0 && (
        <section className="panel" aria-labelledby="faq-heading">
          <h2 id="faq-heading">Questions people ask</h2>
          {payload.page.faq.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      )}
    </>
  )
}
