import { Copy, ExternalLink, LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { PageFrame } from '@/components/layouts/page-frame'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { paths } from '@/config/paths'
import { languages, type Language } from '@/config/languages'
import { useCatalogNames } from '@/lib/report-labels'

import { useApprovedReports, useSharePreview, type SharePreview } from '../api/share-preview'
import { copyText } from '../lib/copy'
import { postText } from '../lib/post-text'
import { CardPreviews } from './card-preview'

const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/**
 * SocialMediaTestingPage is /dashboard/admin/social-media-testing: pick an
 * approved report and see its share card as link previews show it, read from
 * the tags the server puts in the report's public page (fetched as a crawler
 * does), with a suggested post in English and Spanish to copy.
 */
export function SocialMediaTestingPage() {
  const { t } = useTranslation('integrations')
  const { t: tc, i18n } = useTranslation()
  const names = useCatalogNames()
  const reports = useApprovedReports()
  const [chosen, setChosen] = useState('')
  const [cardLang, setCardLang] = useState<Language>(i18n.resolvedLanguage === 'es' ? 'es' : 'en')
  const id = chosen || reports.data?.[0]?.id || ''
  const en = useSharePreview(id ? paths.lang.approvedDetail.getHref('en', id) : null)
  const es = useSharePreview(id ? paths.lang.approvedDetail.getHref('es', id) : null)
  const shown = cardLang === 'es' ? es : en
  const langId = useId()

  return (
    <PageFrame title={tc('pages.admin.socialMediaTesting.title')} description={tc('pages.admin.socialMediaTesting.description')} className="space-y-6">
      <p className="max-w-prose text-muted-foreground">{t('social.intro')}</p>
      {reports.isPending ? (
        <Busy text={t('social.loading')} />
      ) : reports.isError ? (
        <Failed title={t('social.loadError')} retry={t('social.retry')} onRetry={() => void reports.refetch()} />
      ) : reports.data.length === 0 ? (
        <p>{t('social.none')}</p>
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
            <FormField label={t('social.report')}>
              {(control) => (
                <select {...control} className={selectClass} value={id} onChange={(e) => setChosen(e.target.value)}>
                  {reports.data.map((r) => (
                    <option key={r.id} value={r.id}>
                      {names.type(r.category, r.type)} · {r.description.slice(0, 60)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <fieldset className="space-y-1.5">
              <legend className="text-sm font-medium">{t('social.language')}</legend>
              <div className="flex gap-4 pt-2">
                {languages.map((lng) => (
                  <label key={lng} className="flex items-center gap-2 text-sm" htmlFor={`${langId}-${lng}`}>
                    <input id={`${langId}-${lng}`} type="radio" name={langId} value={lng} checked={cardLang === lng} onChange={() => setCardLang(lng)} />
                    {t(`social.languages.${lng}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
          {shown.isPending ? (
            <Busy text={t('social.previewLoading')} />
          ) : shown.isError ? (
            <Failed title={t('social.previewError')} retry={t('social.retry')} onRetry={() => void shown.refetch()} />
          ) : (
            <section aria-labelledby={`${langId}-cards`} className="space-y-4" lang={cardLang}>
              <h2 id={`${langId}-cards`} className="sr-only">
                {t('social.tagsTitle')}
              </h2>
              <CardPreviews preview={shown.data} />
              <a className="inline-flex items-center gap-1 text-primary underline underline-offset-2" href={paths.lang.approvedDetail.getHref(cardLang, id)} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" className="size-4" />
                {t('social.openPage')}
              </a>
              <details className="rounded-md border p-3">
                <summary className="cursor-pointer font-medium">{t('social.tagsTitle')}</summary>
                <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                  {shown.data.tags.map(([k, v], i) => (
                    <div key={`${k}-${i}`} className="contents">
                      <dt className="font-mono">{k}</dt>
                      <dd className="break-all">{v}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            </section>
          )}
          <section className="space-y-4" aria-labelledby={`${langId}-posts`}>
            <h2 id={`${langId}-posts`} className="text-xl font-semibold">
              {t('social.postsTitle')}
            </h2>
            <div className="grid gap-4 md:grid-cols-2">
              <Post lang="en" label={t('social.postEn')} preview={en.data} />
              <Post lang="es" label={t('social.postEs')} preview={es.data} />
            </div>
          </section>
        </>
      )}
    </PageFrame>
  )
}

function Post({ lang, label, preview }: { lang: Language; label: string; preview: SharePreview | undefined }) {
  const { t } = useTranslation('integrations')
  // The post is in its own language whatever the interface's (loaded on demand).
  const { t: tPost, ready } = useTranslation('integrations', { lng: lang })
  const text = preview && ready ? postText(tPost('social.postLead'), preview) : ''
  const id = useId()
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base" id={id}>
          {label}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 px-4">
        <textarea aria-labelledby={id} lang={lang} readOnly value={text} rows={7} className="w-full rounded-md border border-input bg-background p-2 text-sm" />
        <Button type="button" variant="outline" size="sm" disabled={!text} onClick={() => void copyText(text, t('social.copied'), t('social.copyFailed'))}>
          <Copy aria-hidden="true" className="size-4" />
          {t('social.copyPost', { language: t(`social.languages.${lang}`) })}
        </Button>
      </CardContent>
    </Card>
  )
}

function Busy({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center gap-2 text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
      {text}
    </div>
  )
}

function Failed({ title, retry, onRetry }: { title: string; retry: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retry}
        </Button>
      </AlertDescription>
    </Alert>
  )
}
