import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { Alert, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { LoadingLine } from '@/components/ui/spinner'
import { PhotoPlaceholder } from '@/components/ui/photo-placeholder'
import { paths } from '@/config/paths'
import { useCatalogNames } from '@/lib/report-labels'
import { photoState } from '@/lib/report-schema'

import { useRecentPhotos } from '../api/recent-photos'
import { PhotoEditor } from '../components/photo-editor'

/** PhotoEditPage is /dashboard/photos/:id: the editor for one photo, opened from a report or the owner's list. */
export function PhotoEditPage() {
  const { t } = useTranslation('photos')
  const { id = '' } = useParams()
  const navigate = useNavigate()
  return (
    <PageFrame title={t('title')} description={t('description')} className="space-y-6">
      <Button variant="outline" size="sm" onClick={() => void navigate(-1)}>
        <ArrowLeft aria-hidden="true" />
        {t('back')}
      </Button>
      <PhotoEditor photoId={id} />
    </PageFrame>
  )
}

/** PhotoListPage is /dashboard/owner/photo-editor: the newest reports' photos, each opening the editor. */
export function PhotoListPage() {
  const { t, i18n } = useTranslation('photos')
  const { t: tc } = useTranslation()
  const { t: ts } = useTranslation('staff')
  const names = useCatalogNames()
  const [search, setSearch] = useState('')
  // A report's id (or its start) is looked for among the photos shown; other text is searched by the server.
  const byId = /^[0-9a-f-]{8,36}$/i.test(search)
  const query = useRecentPhotos(byId ? '' : search)
  const statusLabel = (status: string) => {
    switch (status) {
      case 'screening':
        return t('list.status.screening')
      case 'pending':
        return t('list.status.pending')
      case 'approved':
        return t('list.status.approved')
      default:
        return t('list.status.rejected')
    }
  }
  const reports = (query.data?.pages ?? [])
    .flatMap((p) => p.items)
    .filter((r) => r.photos.some((p) => p.content_type.startsWith('image/')))
    .filter((r) => !byId || r.id.startsWith(search.toLowerCase()))
  const describe = (r: (typeof reports)[number]) => (
    <span className="block space-y-0.5 px-1 text-xs text-muted-foreground">
      <span className="block">
        {ts('editor.type')}: {names.type(r.category, r.type)}
      </span>
      {r.address ? (
        <span className="block truncate">
          {ts('editor.address')}: {r.address}
        </span>
      ) : null}
      <span className="block font-mono">
        {ts('editor.id')}: {r.id.slice(0, 8)}
      </span>
    </span>
  )
  return (
    <PageFrame title={tc('pages.owner.photoEditor.title')} description={tc('pages.owner.photoEditor.description')} className="space-y-6">
      <p className="max-w-prose text-sm text-muted-foreground">{t('list.lead')}</p>
      <form
        role="search"
        className="flex max-w-md gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          const value = new FormData(event.currentTarget).get('q')
          setSearch(typeof value === 'string' ? value.trim() : '')
        }}
      >
        <Input name="q" type="search" aria-label={ts('editor.search')} placeholder={ts('editor.search')} defaultValue={search} />
        <Button type="submit" variant="outline">
          {ts('editor.search')}
        </Button>
      </form>
      {query.isPending ? (
        <LoadingLine>{t('loading')}</LoadingLine>
      ) : query.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t('errors.list')}</AlertTitle>
        </Alert>
      ) : reports.length === 0 ? (
        <p>{search ? ts('editor.noMatch') : t('list.empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {reports.flatMap((r) =>
            r.photos
              .filter((p) => p.content_type.startsWith('image/'))
              .map((p, i) => (
                <li key={p.id}>
                  {photoState(p) !== 'ready' ? (
                    <div className="space-y-1 rounded-lg border p-1">
                      <PhotoPlaceholder
                        state={photoState(p) === 'failed' ? 'failed' : 'processing'}
                        label={t(photoState(p) === 'failed' ? 'list.failed' : 'list.processing')}
                        className="aspect-square w-full text-xs"
                      />
                      <span className="block px-1 text-sm">
                        {t('list.item', { index: i + 1, date: new Date(r.uploaded_at).toLocaleDateString(i18n.language), status: statusLabel(r.status) })}
                      </span>
                      {describe(r)}
                    </div>
                  ) : (
                    <Link
                      to={paths.dashboard.photo.getHref(p.id)}
                      className="block space-y-1 rounded-lg border p-1 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring"
                    >
                      <img src={p.thumbnail_url ?? p.url} alt="" className="aspect-square w-full rounded object-cover" loading="lazy" />
                      <span className="block px-1 text-sm">
                        {t('list.item', { index: i + 1, date: new Date(r.uploaded_at).toLocaleDateString(i18n.language), status: statusLabel(r.status) })}
                      </span>
                      {describe(r)}
                    </Link>
                  )}
                </li>
              )),
          )}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('list.more')}
        </Button>
      ) : null}
    </PageFrame>
  )
}
