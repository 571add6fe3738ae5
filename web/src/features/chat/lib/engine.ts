import type { Answers, Script, Step } from '../api/chat-api'

/** END is the step id after the last question. */
export const END = 'end'

/** Conversation is where a tenant is: the steps answered, in order, and every answer given (kept when going back). */
export type Conversation = { history: string[]; answers: Answers }

export const emptyConversation: Conversation = { history: [], answers: {} }

/** stepById finds a step of the script. */
export function stepById(script: Script, id: string): Step | undefined {
  return script.steps.find((step) => step.id === id)
}

/** nextOf is the step after step given its answer. */
export function nextOf(step: Step, answer: string[] | undefined): string {
  if (step.kind === 'choice') {
    const option = step.options?.find((o) => o.value === answer?.[0])
    return option?.next ?? step.next ?? END
  }
  return step.next ?? END
}

/** currentId is the step waiting for an answer, or END. */
export function currentId(script: Script, c: Conversation): string {
  const last = c.history.at(-1)
  if (last === undefined) return script.start
  const step = stepById(script, last)
  return step ? nextOf(step, c.answers[last]) : END
}

/** answer records the current step's answer and moves on. */
export function answer(script: Script, c: Conversation, value: string[]): Conversation {
  const id = currentId(script, c)
  if (id === END) return c
  return { history: [...c.history, id], answers: { ...c.answers, [id]: value } }
}

/** backTo reopens step id (and forgets the path after it); its answer stays as the suggestion. */
export function backTo(c: Conversation, id: string): Conversation {
  const at = c.history.indexOf(id)
  return at < 0 ? c : { ...c, history: c.history.slice(0, at) }
}

/** progress counts the questions answered and an estimate of the total, following the answers given or the first branch. */
export function progress(script: Script, c: Conversation): { done: number; total: number } {
  let remaining = 0
  let id = currentId(script, c)
  const seen = new Set<string>()
  while (id !== END && !seen.has(id)) {
    seen.add(id)
    const step = stepById(script, id)
    if (!step) break
    remaining++
    id = nextOf(step, c.answers[id] ?? (step.options?.[0] ? [step.options[0].value] : undefined))
  }
  return { done: c.history.length, total: c.history.length + remaining }
}

/** isConversation checks a stored value before using it. */
export function isConversation(value: unknown): value is Conversation {
  if (typeof value !== 'object' || value === null) return false
  const { history, answers } = value as Record<string, unknown>
  return (
    Array.isArray(history) &&
    history.every((h) => typeof h === 'string') &&
    typeof answers === 'object' &&
    answers !== null &&
    Object.values(answers).every((a) => Array.isArray(a) && a.every((v) => typeof v === 'string'))
  )
}

/** valid keeps only the part of a stored conversation that still follows the script. */
export function valid(script: Script, c: Conversation): Conversation {
  const history: string[] = []
  for (const id of c.history) {
    if (currentId(script, { history, answers: c.answers }) !== id) break
    history.push(id)
  }
  return { history, answers: c.answers }
}
