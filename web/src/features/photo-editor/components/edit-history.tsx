import { useTranslation } from 'react-i18next'

import type { PhotoEditorData } from '../api/photo-editor'

import { useId } from '@/lib/use-id'

/** EditHistory lists a photo's saved edits and reverts, newest first: who, when, what. */
export function EditHistory({ edits }: { edits: PhotoEditorData['edits'] }) {
  const { t, i18n } = useTranslation('photos')
  const id = useId()
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-semibold">
        {t('history.title')}
      </h2>
      {edits.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('history.none')}</p>
      ) : (
        <ol className="space-y-1 text-sm">
          {edits.map((e) => (
            <li key={e.id}>
              {t(e.kind === 'revert' ? 'history.revert' : 'history.edit', {
                who: e.actor_name || t('history.someone'),
                when: new Date(e.created_at).toLocaleString(i18n.language),
                count: e.operations.blur?.length ?? 0,
              })}
              {e.kind === 'edit' && e.operations.crop ? ` ${t('history.cropped')}` : ''}
              {e.kind === 'edit' && e.operations.rotate ? ` ${t('history.rotated', { degrees: e.operations.rotate * 90 })}` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
