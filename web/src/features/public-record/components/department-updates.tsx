import { useTranslation } from 'react-i18next'

import { usePublicUpdates } from '../api/get-updates'
import { useFormatters } from '../lib/format'

type UpdateKind = 'acknowledged' | 'in_progress' | 'fixed' | 'not_ours'

/**
 * DepartmentUpdates lists, under a public report, what the city's
 * departments said about it, dated. It shows nothing while loading or when
 * there is nothing to show, so the page above it never moves.
 */
export function DepartmentUpdates({ id }: { id: string }) {
  const { t } = useTranslation('departments')
  const fmt = useFormatters()
  const updates = usePublicUpdates(id)
  if (!updates.data || updates.data.length === 0) return null
  return (
    <section aria-labelledby="department-updates" className="mt-8 space-y-3">
      <h2 id="department-updates" className="text-xl font-semibold">
        {t('updates.title')}
      </h2>
      <ol className="space-y-3 border-l pl-4">
        {updates.data.map((u) => (
          <li key={u.id} className="text-sm">
            <p className="font-medium">{t(`updates.kind.${u.kind as UpdateKind}`)}</p>
            <p className="text-muted-foreground">
              <time dateTime={u.created_at}>{t('updates.from', { department: u.department_name, time: fmt.date(u.created_at) })}</time>
            </p>
            {u.note ? <p className="whitespace-pre-line">{u.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
