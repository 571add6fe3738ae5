import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import type { Language } from '@/config/languages'
import { paths } from '@/config/paths'

import { useDraft, type Answers, type Draft, type Script } from '../api/chat-api'
import type { FileFormComponent } from '../types'

type Props = {
  script: Script
  answers: Answers
  lang: Language
  signedIn: boolean
  FileForm: FileFormComponent
  onFiled: () => void
}

/** DraftSection is the end of a conversation: the report draft and the letter, next steps, and filing (after signing in). */
export function DraftSection({ script, answers, lang, signedIn, FileForm, onFiled }: Props) {
  const { t } = useTranslation('chat')
  const draft = useDraft(script.type, lang)
  const { mutate } = draft
  const key = JSON.stringify(answers)
  useEffect(() => {
    mutate(JSON.parse(key) as Answers)
  }, [mutate, key])

  return (
    <section aria-labelledby="chat-draft" className="space-y-6">
      <h2 id="chat-draft" tabIndex={-1} className="text-2xl font-semibold">
        {t('chat.draftTitle')}
      </h2>
      {draft.isPending ? <p aria-live="polite">{t('chat.draftLoading')}</p> : null}
      {draft.isError ? (
        <div role="alert" className="space-y-2">
          <p className="text-destructive">{t('chat.draftError')}</p>
          <Button variant="outline" onClick={() => mutate(answers)}>
            {t('chat.retry')}
          </Button>
        </div>
      ) : null}
      {draft.data ? <DraftBody script={script} draft={draft.data} signedIn={signedIn} lang={lang} FileForm={FileForm} onFiled={onFiled} /> : null}
    </section>
  )
}

function DraftBody({ script, draft, signedIn, lang, FileForm, onFiled }: Omit<Props, 'answers'> & { draft: Draft }) {
  const { t } = useTranslation('chat')
  const location = useLocation()
  const [copied, setCopied] = useState(false)
  const letterHref = `data:text/plain;charset=utf-8,${encodeURIComponent(draft.letter)}`
  const copy = () => {
    // No clipboard outside a secure context: the download link remains.
    const clipboard = navigator.clipboard as Clipboard | undefined
    void clipboard?.writeText(draft.letter).then(() => setCopied(true))
  }
  const from = { from: { pathname: location.pathname, search: location.search, hash: location.hash } }
  return (
    <>
      <div className="space-y-3">
        <h3 className="text-lg font-semibold">{t('chat.nextStepsTitle')}</h3>
        <ol className="list-decimal space-y-1 pl-6">
          {script.next_steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </div>
      <div className="space-y-2">
        <h3 className="text-lg font-semibold">{t('chat.letterTitle')}</h3>
        <p className="text-sm text-muted-foreground">{t('chat.letterHint')}</p>
        <pre className="max-h-96 overflow-auto whitespace-pre-wrap rounded-xl border bg-card p-4 font-sans text-sm" tabIndex={0}>
          {draft.letter}
        </pre>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={copy}>
            {t('chat.copy')}
          </Button>
          <Button variant="outline" asChild>
            <a href={letterHref} download={t('chat.letterFile')}>
              {t('chat.download')}
            </a>
          </Button>
          <span aria-live="polite" className="self-center text-sm text-muted-foreground">
            {copied ? t('chat.copied') : ''}
          </span>
        </div>
      </div>
      <div className="space-y-3">
        <h3 className="text-lg font-semibold">{t('chat.fileTitle')}</h3>
        <p className="text-sm">{t('chat.filePrivate')}</p>
        {signedIn ? (
          <>
            <p className="text-sm text-muted-foreground">{t('chat.draftIntro')}</p>
            <FileForm
              category={draft.category}
              type={draft.type}
              initial={{
                description: draft.description,
                buildingAddress: draft.building_address,
                unit: draft.unit,
                landlordName: draft.landlord_name,
                startedAt: draft.started_at,
              }}
              onFiled={onFiled}
            />
          </>
        ) : (
          <div className="space-y-3 rounded-xl border bg-muted p-4">
            <p>{t('chat.signInToFile')}</p>
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link to={paths.lang.auth.getHref(lang, { signup: true })} state={from}>
                  {t('chat.signUp')}
                </Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to={paths.lang.auth.getHref(lang)} state={from}>
                  {t('chat.signIn')}
                </Link>
              </Button>
            </div>
          </div>
        )}
      </div>
    </>
  )
}
