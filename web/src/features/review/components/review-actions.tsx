import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { toast } from '@/lib/toast'

import type { StaffReport } from '../api/schemas'
import { useTransition } from '../api/transition'
import { usePhotoCheckStep } from '../hooks/use-photo-check-step'
import { useReviewShortcuts } from '../hooks/use-review-shortcuts'
import { isConflict, isPhotosUnchecked, useErrorText } from '../lib/errors'
import { allowedMoves, noteRequired, type Move } from '../lib/workflow'
import { DecisionForm, type DecisionValues } from './decision-form'
import { ResolutionControl } from './resolution-control'

type Props = {
  report: StaffReport
  roles: readonly string[]
  /** onDone runs after a move succeeded (the queue pages go on to the next report). */
  onDone?: (move: Move) => void
  /** shortcuts: a or f make the direct move, r opens the rejection (the queue pages; lib/shortcuts.ts). */
  shortcuts?: boolean
}

/** keyOf is the shortcut shown on a move's button. */
function keyOf(move: Move): string | null {
  if (direct(move)) return 'a'
  if (move.to === 'rejected' && move.kind === 'reject') return 'r'
  return null
}

// Forwarding and approving need nothing more: one click. Every other move asks first.
const direct = (move: Move) => move.kind === 'forward' || move.kind === 'approve'

/**
 * ReviewActions offers the moves the user's roles allow on the report, each
 * sent as a compare-and-set on the status the user saw. When someone else
 * moved it first (409) it says so and the report reloads.
 */
export function ReviewActions({ report, roles, onDone, shortcuts = false }: Props) {
  const { t } = useTranslation('review')
  const transition = useTransition()
  const errorText = useErrorText()
  const photoCheck = usePhotoCheckStep()
  const [dialog, setDialog] = useState<Move | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [opener, setOpener] = useState<HTMLElement | null>(null)
  // keyboard: the dialog was opened with r, so its first reason is chosen and focused.
  const [keyboard, setKeyboard] = useState(false)
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const moves = allowedMoves(report.status, roles)
  const byKey = (key: string) => moves.find((m) => keyOf(m) === key)

  useReviewShortcuts(
    shortcuts
      ? {
          decide: () => {
            const move = byKey('a')
            if (!move || transition.isPending) return
            setOpener(buttons.current.get(move.kind) ?? null)
            void send(move)
          },
          reject: () => {
            const move = byKey('r')
            if (!move || transition.isPending) return
            setOpener(buttons.current.get(move.kind) ?? null)
            setKeyboard(true)
            setDialog(move)
          },
        }
      : {},
  )

  const send = async (move: Move, values?: DecisionValues) => {
    setMessage(null)
    try {
      await transition.mutateAsync({ id: report.id, to: move.to, expected_status: report.status, reason_code: values?.reason, note: values?.note })
    } catch (error) {
      // Approval waits for the photo check: say so, and take the user to the check step.
      if (isPhotosUnchecked(error)) {
        setDialog(null)
        setMessage(t('errors.photos_unchecked'))
        photoCheck?.refused()
        return
      }
      if (!isConflict(error) && !direct(move)) throw error
      setDialog(null)
      setMessage(isConflict(error) ? t('errors.conflict') : errorText(error))
      toast.error(undefined, isConflict(error) ? t('errors.conflict') : errorText(error))
      return
    }
    setDialog(null)
    toast.success(undefined, t(`actions.${move.kind}.done`))
    onDone?.(move)
  }

  return (
    <div className="space-y-3">
      {message ? (
        <Alert variant="destructive">
          <AlertDescription className="text-current">{message}</AlertDescription>
        </Alert>
      ) : null}
      {moves.length === 0 && !roles.includes('reviewer_admin') ? <p className="text-sm text-muted-foreground">{t('actions.none')}</p> : null}
      <div className="flex flex-wrap gap-2">
        {moves.map((move) => {
          const key = shortcuts ? keyOf(move) : null
          return (
            <Button
              key={move.kind}
              ref={(el) => {
                if (el) buttons.current.set(move.kind, el)
                else buttons.current.delete(move.kind)
              }}
              variant={move.to === 'rejected' ? 'destructive' : move.kind === 'sendBack' || move.kind === 'reopen' ? 'outline' : 'default'}
              disabled={transition.isPending}
              aria-keyshortcuts={key ? (key === 'a' ? 'a f' : key) : undefined}
              onClick={(event) => {
                setOpener(event.currentTarget)
                setKeyboard(false)
                if (direct(move)) void send(move)
                else setDialog(move)
              }}
            >
              {t(`actions.${move.kind}.button`)}
              {key ? (
                <kbd aria-hidden="true" className="ml-1 rounded border border-current/40 px-1 font-mono text-xs opacity-80">
                  {key}
                </kbd>
              ) : null}
            </Button>
          )
        })}
        {report.status === 'approved' && roles.includes('reviewer_admin') ? <ResolutionControl report={report} /> : null}
      </div>
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        {dialog ? (
          <DialogContent
            title={t(`actions.${dialog.kind}.title`)}
            description={t(`actions.${dialog.kind}.description`)}
            returnFocus={opener}
          >
            <DecisionForm
              needReason={dialog.needReason}
              firstReason={keyboard}
              reportId={dialog.to === 'rejected' ? report.id : undefined}
              noteRequired={(reason) => noteRequired(dialog, reason)}
              submitLabel={t(`actions.${dialog.kind}.confirm`)}
              destructive={dialog.to === 'rejected'}
              onSubmit={(values) => send(dialog, values)}
              onCancel={() => setDialog(null)}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  )
}
