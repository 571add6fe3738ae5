import { useTranslation } from 'react-i18next'

import type { Resource } from '../api/chat-api'

function languageNames(codes: string[], lang: string): string {
  try {
    const names = new Intl.DisplayNames([lang], { type: 'language' })
    return codes.map((c) => names.of(c) ?? c).join(', ')
  } catch {
    return codes.join(', ')
  }
}

/** Resources lists the local organisations and offices that help with this problem. */
export function Resources({ resources, lang }: { resources: Resource[]; lang: string }) {
  const { t } = useTranslation('chat')
  return (
    <section aria-labelledby="chat-resources" className="space-y-3">
      <h2 id="chat-resources" className="text-xl font-semibold">
        {t('chat.resourcesTitle')}
      </h2>
      {resources.length === 0 ? <p className="max-w-prose">{t('chat.noResources')}</p> : null}
      <ul hidden={resources.length === 0} className="grid gap-3 sm:grid-cols-2">
        {resources.map((r) => (
          <li key={r.name} className="space-y-1 rounded-xl border bg-card p-4 text-sm">
            <p className="font-semibold">{r.name}</p>
            <p className="text-muted-foreground">{r.description}</p>
            {r.phone ? (
              <p>
                <a className="text-primary underline" href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}>
                  {t('chat.phone', { phone: r.phone })}
                </a>
              </p>
            ) : null}
            {r.web ? (
              <p>
                <a className="break-all text-primary underline" href={r.web} target="_blank" rel="noreferrer">
                  {r.web} <span className="sr-only">{t('chat.opensNewTab')}</span>
                </a>
              </p>
            ) : null}
            <p className="text-muted-foreground">{t('chat.languages', { list: languageNames(r.languages, lang) })}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
