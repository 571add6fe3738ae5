import { actsAs } from '@/lib/reviewer-powers'

import type { Status } from '../api/schemas'

/** reasonCodes are the rejection reasons (docs/PRODUCT.md §5); 'other' needs a note. */
export {
  isRejectionReason as isReasonCode,
  rejectionReasons as reasonCodes,
  type RejectionReason as ReasonCode,
} from '@/lib/report-schema'

/** ActionKind names a move as staff see it on a button. */
export type ActionKind = 'forward' | 'reject' | 'approve' | 'sendBack' | 'retract' | 'reopen'

export type Move = {
  kind: ActionKind
  from: Status
  to: Status
  role: string
  /** needReason: a reason code is required (every rejection). */
  needReason: boolean
  /** needNote: a note is always required (sending back). */
  needNote: boolean
}

/**
 * moves mirrors the server's workflow table (internal/vecino/workflow.go),
 * which stays the rule: the browser only uses it to show the right buttons.
 */
export const moves: readonly Move[] = [
  { kind: 'forward', from: 'screening', to: 'pending', role: 'reporter_admin', needReason: false, needNote: false },
  { kind: 'reject', from: 'screening', to: 'rejected', role: 'reporter_admin', needReason: true, needNote: false },
  { kind: 'approve', from: 'pending', to: 'approved', role: 'reviewer', needReason: false, needNote: false },
  { kind: 'reject', from: 'pending', to: 'rejected', role: 'reviewer', needReason: true, needNote: false },
  { kind: 'sendBack', from: 'pending', to: 'screening', role: 'reviewer', needReason: false, needNote: true },
  { kind: 'retract', from: 'approved', to: 'rejected', role: 'reviewer_admin', needReason: true, needNote: false },
  { kind: 'reopen', from: 'rejected', to: 'pending', role: 'reviewer_admin', needReason: false, needNote: false },
]

/** allowedMoves are the moves a user with roles may make on a report in status from (a reviewer_admin makes a reviewer's too). */
export function allowedMoves(from: Status, roles: readonly string[]): Move[] {
  return moves.filter((m) => m.from === from && actsAs(roles, m.role))
}

/** noteRequired says whether a move with reason needs a note: always for sending back, and for the reason 'other'. */
export function noteRequired(move: Move, reason: string): boolean {
  return move.needNote || (move.needReason && reason === 'other')
}

/** staffRoles are the roles that may read the staff views. */
export const staffRoles = ['reporter_admin', 'reviewer', 'reviewer_admin', 'owner'] as const

export function isStaff(roles: readonly string[]): boolean {
  return roles.some((r) => (staffRoles as readonly string[]).includes(r))
}
