import { useTranslation } from 'react-i18next'

import { Select, SelectOptions } from '@/components/ui/select'
import { useId } from '@/lib/use-id'

import { useReportTemplates } from '../api/staff-work'

type Props = {
  reportId: string
  reason: string
  /** onInsert receives the chosen reply's text. */
  onInsert: (text: string) => void
}

/**
 * TemplatePicker offers the replies written for the chosen reason in the
 * reporter's language (GET /api/reports/{id}/reply-templates), so the note
 * the reporter reads is in their language; choosing one puts its text into
 * the note, where it can still be edited.
 */
export function TemplatePicker({ reportId, reason, onInsert }: Props) {
  const { t } = useTranslation('staff')
  const id = useId()
  const templates = useReportTemplates(reportId, true)
  if (!templates.data) return null
  const language = t(`templates.languages.${templates.data.language === 'es' ? 'es' : 'en'}`)
  const options = templates.data.templates.filter((tpl) => tpl.reason_code === reason)
  if (!reason) return <p className="text-sm text-muted-foreground">{t('templates.chooseReason')}</p>
  if (options.length === 0) return <p className="text-sm text-muted-foreground">{t('templates.none', { language })}</p>
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('templates.insert')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('templates.inLanguage', { language })}
      </p>
      <Select
        id={id}
        aria-describedby={`${id}-hint`}
        value=""
        onChange={(event) => {
          const chosen = options.find((tpl) => tpl.id === event.target.value)
          if (chosen) onInsert(chosen.body)
        }}
      >
        <SelectOptions empty={t('templates.insert')} options={options.map((tpl) => ({ value: tpl.id, label: tpl.title }))} />
      </Select>
    </div>
  )
}
