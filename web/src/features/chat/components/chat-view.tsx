import { Info } from 'lucide-react'
import { useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { useId } from '@/lib/use-id'
import { DataLoadingError } from '@/components/errors/data-loading-error'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { Language } from '@/config/languages'
import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'

import { useScript, type Script, type Step } from '../api/chat-api'
import { useConversation } from '../hooks/use-conversation'
import { currentId, END, progress, stepById } from '../lib/engine'
import type { FileFormComponent } from '../types'
import { AnswerBox } from './answer-box'
import { DraftSection } from './draft-section'
import { QuestionBox } from './question-box'
import { Resources } from './resources'

type Props = { type: string; signedIn: boolean; FileForm: FileFormComponent }

/** ChatView is the renter-protection assistant for one type, shared by the public and the dashboard pages. */
export function ChatView({ type, signedIn, FileForm }: Props) {
  const lang = useLanguage()
  const script = useScript(type, lang)
  if (script.isPending) return <Spinner className="w-full py-16" />
  if (script.isError) return <DataLoadingError onRetry={() => void script.refetch()} />
  return <Conversation key={script.data.type} script={script.data} lang={lang} signedIn={signedIn} FileForm={FileForm} />
}

function answerText(step: Step, value: string[] | undefined, lang: Language, t: (k: 'chat.skipped') => string): string {
  if (step.kind === 'date' && value?.[0] && /^\d{4}-\d{2}-\d{2}$/.test(value[0])) {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value[0]}T00:00:00Z`))
  }
  if (step.kind === 'choice' || step.kind === 'multi') {
    return (step.options ?? [])
      .filter((o) => value?.includes(o.value))
      .map((o) => o.label)
      .join(', ')
  }
  return value?.[0] ? value[0] : t('chat.skipped')
}

type ConversationProps = { script: Script; lang: Language; signedIn: boolean; FileForm: FileFormComponent }

function Conversation({ script, lang, signedIn, FileForm }: ConversationProps) {
  const { t } = useTranslation('chat')
  const { conversation, reply, change, back, restart, forget } = useConversation(script)
  const [filed, setFiled] = useState(false)
  const [forgotten, setForgotten] = useState(false)
  const hasAnswers = conversation.history.length > 0 || Object.keys(conversation.answers).length > 0
  const current = currentId(script, conversation)
  const step = current === END ? undefined : stepById(script, current)
  const { done, total } = progress(script, conversation)
  const promptId = useId()
  const boxRef = useRef<HTMLDivElement>(null)
  const moved = useRef(false)

  // After each answer, keyboard focus goes to the next way to answer, or to the draft at the end.
  useLayoutEffect(() => {
    if (!moved.current) return
    const target = step ? boxRef.current?.querySelector<HTMLElement>('button, input, textarea') : document.getElementById('chat-draft')
    target?.focus()
  }, [current, step])
  const act = (fn: () => void) => () => {
    moved.current = true
    fn()
  }

  if (filed) {
    return (
      <div role="status" className="space-y-4 rounded-xl border bg-card p-6">
        <p className="text-lg font-semibold">{t('chat.filed')}</p>
        <Button asChild>
          <Link to={paths.dashboard.violations.getHref()}>{t('chat.myReports')}</Link>
        </Button>
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      {/* A standing notice, not an alert: nothing happened, so nothing is announced. */}
      <Alert role="note" aria-label={t('chat.disclaimerTitle')}>
        <Info aria-hidden="true" />
        <AlertTitle>{t('chat.disclaimerTitle')}</AlertTitle>
        <AlertDescription>{script.disclaimer}</AlertDescription>
      </Alert>

      <section aria-labelledby="chat-rights" className="space-y-2">
        <h2 id="chat-rights" className="text-xl font-semibold">
          {t('chat.rightsTitle')}
        </h2>
        {script.rights.map((r) => (
          <p key={r} className="max-w-prose">
            {r}
          </p>
        ))}
      </section>

      <section aria-labelledby="chat-log-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="chat-log-title" className="text-xl font-semibold">
            {t('chat.log')}
          </h2>
          <div className="flex gap-2">
            {conversation.history.length > 0 ? (
              <>
                <Button variant="outline" size="sm" onClick={act(back)}>
                  {t('chat.back')}
                </Button>
                <Button variant="ghost" size="sm" onClick={act(restart)}>
                  {t('chat.restart')}
                </Button>
              </>
            ) : null}
            {hasAnswers ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={act(() => {
                  forget()
                  setForgotten(true)
                })}
              >
                {t('chat.forget')}
              </Button>
            ) : null}
          </div>
        </div>
        <p className="text-sm text-muted-foreground">{t('chat.keptFor')}</p>
        <p role="status" className="text-sm">
          {forgotten && !hasAnswers ? t('chat.forgotten') : null}
        </p>
        <div className="space-y-1">
          <p id="chat-progress" className="text-sm text-muted-foreground">
            {step ? t('chat.progress', { current: done + 1, total }) : t('chat.progressDone')}
          </p>
          <progress aria-labelledby="chat-progress" className="h-2 w-full accent-primary" value={step ? done : total} max={Math.max(total, 1)} />
        </div>
        <div role="log" aria-labelledby="chat-log-title" aria-live="polite" aria-relevant="additions">
          <ol className="space-y-3">
            {conversation.history.map((id) => {
              const s = stepById(script, id)
              if (!s) return null
              return (
                <li key={id} className="space-y-2">
                  <Bubble who="assistant" label={t('chat.assistant')} text={s.prompt} />
                  {s.kind === 'info' ? null : (
                    <div className="flex items-center justify-end gap-2">
                      <Button variant="link" size="sm" aria-label={t('chat.changeLabel', { question: s.prompt })} onClick={act(() => change(id))}>
                        {t('chat.change')}
                      </Button>
                      <Bubble who="user" label={t('chat.you')} text={answerText(s, conversation.answers[id], lang, t)} />
                    </div>
                  )}
                </li>
              )
            })}
            {step ? (
              <li>
                <Bubble who="assistant" label={t('chat.assistant')} text={step.prompt} id={promptId} />
              </li>
            ) : null}
          </ol>
        </div>
        {step ? <AnswerBox key={step.id} step={step} previous={conversation.answers[step.id]} promptId={promptId} onAnswer={(v) => act(() => reply(v))()} boxRef={boxRef} /> : null}
      </section>

      {step ? null : (
        <DraftSection
          script={script}
          answers={Object.fromEntries(conversation.history.map((id) => [id, conversation.answers[id] ?? []]))}
          lang={lang}
          signedIn={signedIn}
          FileForm={FileForm}
          onFiled={() => {
            forget()
            setFiled(true)
          }}
        />
      )}

      <Resources resources={script.resources} lang={lang} />
      <QuestionBox type={script.type} lang={lang} />
    </div>
  )
}

function Bubble({ who, label, text, id }: { who: 'assistant' | 'user'; label: string; text: string; id?: string }) {
  return (
    <p
      id={id}
      className={
        who === 'assistant'
          ? 'max-w-[85%] whitespace-pre-line rounded-2xl rounded-tl-sm bg-muted px-4 py-2'
          : 'max-w-[85%] whitespace-pre-line rounded-2xl rounded-tr-sm bg-primary px-4 py-2 text-primary-foreground'
      }
    >
      <span className="sr-only">{label}: </span>
      {text}
    </p>
  )
}
