import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** jobStates are the states a job goes through, in the order the counts table shows them. */
export const jobStates = ['available', 'scheduled', 'running', 'retryable', 'completed', 'cancelled', 'discarded'] as const
export type JobState = (typeof jobStates)[number]

export function isJobState(value: string): value is JobState {
  return (jobStates as readonly string[]).includes(value)
}

const jobKinds = ['process_photo', 'send_email', 'deliver_report', 'poll_departments'] as const
type JobKind = (typeof jobKinds)[number]

function isJobKind(value: string): value is JobKind {
  return (jobKinds as readonly string[]).includes(value)
}

/** retryableStates are the states from which the owner may run a job again now. */
export const retryableStates: readonly string[] = ['retryable', 'discarded', 'cancelled']

/** useJobLabels names job kinds and states in the interface language; an unknown one is shown as the server names it. */
export function useJobLabels() {
  const { t } = useTranslation('jobs')
  const kind = useCallback((value: string) => (isJobKind(value) ? t(`kinds.${value}`) : value), [t])
  const state = useCallback((value: string) => (isJobState(value) ? t(`states.${value}`) : value), [t])
  return { kind, state }
}
