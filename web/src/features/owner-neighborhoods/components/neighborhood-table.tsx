import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { downloadCsv, toCsv } from '@/lib/csv'
import { toast } from '@/lib/toast'

import { useDeleteNeighborhood, useRenameNeighborhood, type Neighborhood } from '../api/neighborhoods'
import { nameErrorKey } from '../lib/errors'
import { localName, statuses } from '../lib/names'
import { NamesForm } from './names-form'

const total = (n: Neighborhood) => Object.values(n.counts).reduce((a, b) => a + b, 0)

/** NeighborhoodTable lists the neighbourhoods with their reports per status, and renames or deletes them. */
export function NeighborhoodTable({ neighborhoods }: { neighborhoods: Neighborhood[] }) {
  const { t, i18n } = useTranslation('neighborhoods')
  const rename = useRenameNeighborhood()
  const remove = useDeleteNeighborhood()
  const [editing, setEditing] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<string | null>(null)
  const name = (n: Neighborhood) => localName(n, i18n.language)

  function download() {
    const header = [t('table.nameEn'), t('table.nameEs'), ...statuses.map((s) => t(`status.${s}`)), t('table.total')]
    const rows = neighborhoods.map((n) => [n.name_en, n.name_es, ...statuses.map((s) => String(n.counts[s] ?? 0)), String(total(n))])
    downloadCsv(t('table.filename'), toCsv(header, rows))
  }

  return (
    <div className="space-y-3">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold">{t('table.caption')}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-3">{t('table.name')}</th>
              <th scope="col" className="py-2 pr-3">{t('table.boundary')}</th>
              {statuses.map((s) => (
                <th key={s} scope="col" className="py-2 pr-3 text-right">{t(`status.${s}`)}</th>
              ))}
              <th scope="col" className="py-2 pr-3 text-right">{t('table.total')}</th>
              <th scope="col" className="py-2">{t('table.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {neighborhoods.map((n) =>
              editing === n.id ? (
                <tr key={n.id} className="border-b">
                  <td colSpan={statuses.length + 4} className="py-2">
                    <NamesForm
                      initial={{ name_en: n.name_en, name_es: n.name_es }}
                      submitLabel={t('table.save')}
                      pending={rename.isPending}
                      error={rename.error ? t(nameErrorKey(rename.error)) : undefined}
                      onCancel={() => { rename.reset(); setEditing(null) }}
                      onSubmit={(names) => rename.mutate({ id: n.id, names }, {
                        onSuccess: () => { setEditing(null); toast.success(t('add.renamed')) },
                      })}
                    />
                  </td>
                </tr>
              ) : (
                <tr key={n.id} className="border-b align-top">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {name(n)}
                  </th>
                  <td className="py-2 pr-3">{n.geometry ? t('table.hasBoundary') : t('table.noBoundary')}</td>
                  {statuses.map((s) => (
                    <td key={s} className="py-2 pr-3 text-right tabular-nums">{n.counts[s] ?? 0}</td>
                  ))}
                  <td className="py-2 pr-3 text-right tabular-nums">{total(n)}</td>
                  <td className="py-2">
                    {deleting === n.id ? (
                      <div className="flex flex-wrap items-center gap-2">
                        <span>{t('table.confirmDelete', { name: name(n) })}</span>
                        <Button size="sm" variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(n.id, {
                          onSuccess: () => { setDeleting(null); toast.success(t('add.deleted', { name: name(n) })) },
                          onError: (e) => toast.error(t(nameErrorKey(e))),
                        })}>
                          {t('table.confirm')}
                        </Button>
                        <Button size="sm" variant="outline" onClick={() => setDeleting(null)}>
                          {t('table.cancel')}
                        </Button>
                      </div>
                    ) : (
                      <div className="flex gap-2">
                        <Button size="sm" variant="outline" aria-label={t('table.renameLabel', { name: name(n) })} onClick={() => { rename.reset(); setEditing(n.id) }}>
                          {t('table.rename')}
                        </Button>
                        <Button size="sm" variant="outline" aria-label={t('table.deleteLabel', { name: name(n) })} onClick={() => setDeleting(n.id)}>
                          {t('table.delete')}
                        </Button>
                      </div>
                    )}
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
      <Button variant="outline" onClick={download}>
        {t('table.download')}
      </Button>
    </div>
  )
}
