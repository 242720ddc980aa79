// Yes/no answers asked another way. An FAQ entry's leading "Yes." or "No." answers its own question; asked another
// way ("Can I join without a team?" for "Do I need a team?", "Is CR independent?" for "Does CR accept advertising?")
// the same word can say the opposite. So the lead is kept only for the same question (yes/no, same polarity, every
// word of it in the entry's question), turned round where "without X" asks the opposite of "need X", and otherwise
// left out: the rest of the answer still says what is true, and it never says the opposite.
import { normalise, tokenize } from './terms.ts'

const yesNoStart = /^(do|does|did|is|are|was|were|can|could|will|would|should|may|must|have|has|am)\b/
/** Words that turn a question round ("no", "not", "without", "free of", the contractions once the apostrophe is
 *  gone). */
const negation =
  /\b(no|not|never|none|without|non|cannot|dont|doesnt|didnt|isnt|arent|wasnt|werent|cant|wont|shouldnt|free of)\b/g
/** "Need X", "X is required": true exactly when doing without X is not possible. */
const needs = /\b(need|needs|required|require|requires|have to|has to|must)\b/
const leadWord = /^(Yes|No)\b[.,:!]?\s*/

const negations = (text: string) => (text.match(negation) ?? []).length

/** Whether every topic word of the question is in the FAQ question, as a word or a shared stem of 4+ letters. Of a
 *  question in two parts ("Are meals included, or should I bring food?") only the first counts: the Yes answers it. */
function sameWords(question: string, faqQuestion: string): boolean {
  const theirs = tokenize(faqQuestion.split(/,\s*or\b/)[0] ?? '')
  const stem = (a: string, b: string) => a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)))
  return tokenize(question).every((q) => theirs.some((t) => stem(q, t)))
}

/** The FAQ answer as the reply to `question`: its leading Yes/No kept, turned round or left out (see above). */
export function answerFor(question: string, faqQuestion: string, answer: string): string {
  const lead = leadWord.exec(answer)
  if (!lead) return answer
  const asked = normalise(question)
  const theirs = normalise(faqQuestion)
  const rest = answer.slice(lead[0].length)
  if (asked === theirs) return answer
  if (!yesNoStart.test(asked) || !yesNoStart.test(theirs)) return capitalised(rest)
  const flipped = negations(asked) % 2 !== negations(theirs) % 2
  if (!flipped && sameWords(question, faqQuestion)) return answer
  // "Can I … without X?" asks whether X is not needed: the opposite answer to "Do I need X?" (or the other way round),
  // when X is what the other question is about.
  const turned = (withoutIn: string, needIn: string, needQuestion: string) =>
    needs.test(needIn) &&
    !needs.test(withoutIn) &&
    negations(withoutIn) === 1 &&
    negations(needIn) === 0 &&
    sameWords(withoutObject(withoutIn), needQuestion)
  if (turned(asked, theirs, faqQuestion) || turned(theirs, asked, question))
    return `${lead[1] === 'Yes' ? 'No' : 'Yes'}. ${capitalised(rest)}`
  return capitalised(rest)
}

/** What a question asks to do without: the words after "without", up to the end of the clause. */
function withoutObject(text: string): string {
  return /\bwithout ((?:\w+ ?){1,4})/.exec(text)?.[1] ?? ''
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
