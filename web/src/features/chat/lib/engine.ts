import type { Answers, Script, Step } from '../api/chat-api'

/** END is the step id after the last question. */
export const END = 'end'

/**
 * Conversation is where a tenant is: the steps answered, in order, and every answer given (kept when going back).
 * resume lists the steps that were answered after the one being changed: once it is answered again, the conversation
 * goes on through them with their answers, stopping at the first step the new path has not answered.
 */
export type Conversation = { history: string[]; answers: Answers; resume?: string[] }

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

/** answer records the current step's answer and moves on, through the later steps already answered when it was a change. */
export function answer(script: Script, c: Conversation, value: string[]): Conversation {
  const id = currentId(script, c)
  if (id === END) return c
  const answers = { ...c.answers, [id]: value }
  const history = [...c.history, id]
  const resume = new Set(c.resume ?? [])
  for (let next = currentId(script, { history, answers }); next !== END && resume.has(next); next = currentId(script, { history, answers })) {
    const step = stepById(script, next)
    if (!step || !answered(step, answers[next])) break
    history.push(next)
  }
  const left = (c.resume ?? []).filter((r) => !history.includes(r))
  return left.length ? { history, answers, resume: left } : { history, answers }
}

/** answered says whether a kept answer still answers step. */
function answered(step: Step, value: string[] | undefined): boolean {
  if (!value) return false
  const values = new Set((step.options ?? []).map((o) => o.value))
  switch (step.kind) {
    case 'choice':
      return value.length === 1 && values.has(value[0] ?? '')
    case 'multi':
      return value.length > 0 && value.every((v) => values.has(v))
    case 'info':
      return true
    default:
      return value.length === 1 && (step.optional === true || (value[0] ?? '').trim() !== '')
  }
}

/** backTo reopens step id; its answer stays as the suggestion, and the steps answered after it are kept to resume. */
export function backTo(c: Conversation, id: string): Conversation {
  const at = c.history.indexOf(id)
  return at < 0 ? c : { answers: c.answers, history: c.history.slice(0, at), resume: c.history.slice(at + 1) }
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
  const { history, answers, resume } = value as Record<string, unknown>
  return (
    (resume === undefined || (Array.isArray(resume) && resume.every((h) => typeof h === 'string'))) &&
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
  return { history, answers: c.answers, resume: c.resume }
}
