import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/toast'
import { useId } from '@/lib/use-id'

import { useAddNote } from '../api/staff-work'
import { useErrorText } from '../lib/errors'

const maxNote = 2000

/** NoteForm adds an internal note to a report's history: staff read it, the reporter never does. */
export function NoteForm({ id }: { id: string }) {
  const { t } = useTranslation('staff')
  const errorText = useErrorText()
  const add = useAddNote(id)
  const [body, setBody] = useState('')
  const fieldId = useId()
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (!body.trim()) return
        add.mutate(body, {
          onSuccess: () => {
            setBody('')
            toast.success(undefined, t('notes.added'))
          },
          onError: (error) => toast.error(undefined, t('notes.failed', { message: errorText(error) })),
        })
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-medium">
        {t('notes.label')}
      </label>
      <p id={`${fieldId}-hint`} className="text-sm text-muted-foreground">
        {t('notes.hint')}
      </p>
      <Textarea
        id={fieldId}
        aria-describedby={`${fieldId}-hint`}
        value={body}
        maxLength={maxNote}
        rows={3}
        className="min-h-0"
        onChange={(event) => setBody(event.target.value)}
      />
      <Button type="submit" variant="outline" size="sm" disabled={add.isPending || !body.trim()}>
        {add.isPending ? t('notes.adding') : t('notes.add')}
      </Button>
    </form>
  )
}
