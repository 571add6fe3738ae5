import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import type { Language } from '@/config/languages'

import { useAsk } from '../api/chat-api'

type Exchange = { question: string; answer: string }

/** QuestionBox takes a free question: the server answers from this type's content, or with a fixed pointer to the resources. */
export function QuestionBox({ type, lang }: { type: string; lang: Language }) {
  const { t } = useTranslation('chat')
  const ask = useAsk(type, lang)
  const [question, setQuestion] = useState('')
  const [exchanges, setExchanges] = useState<Exchange[]>([])
  const id = useId()
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault()
    const q = question.trim()
    if (!q || ask.isPending) return
    ask.mutate(q, {
      onSuccess: (a) => {
        setExchanges((list) => [...list, { question: q, answer: a.answer }])
        setQuestion('')
      },
    })
  }
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('chat.questionTitle')}
      </h2>
      <div aria-live="polite" className="space-y-3">
        {exchanges.map((x, i) => (
          <div key={i} className="space-y-2 text-sm">
            <p className="ml-auto w-fit max-w-[85%] rounded-2xl bg-primary px-4 py-2 text-primary-foreground">{x.question}</p>
            <p className="max-w-[85%] whitespace-pre-line rounded-2xl bg-muted px-4 py-2">{x.answer}</p>
          </div>
        ))}
        {ask.isPending ? <p className="text-sm text-muted-foreground">{t('chat.asking')}</p> : null}
        {ask.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('chat.questionError')}
          </p>
        ) : null}
      </div>
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t('chat.questionLabel')}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('chat.questionHint')}
        </p>
        <Textarea id={id} className="min-h-16" maxLength={500} aria-describedby={`${id}-hint`} value={question} onChange={(e) => setQuestion(e.target.value)} />
        <Button type="submit" variant="secondary" disabled={ask.isPending}>
          {t('chat.ask')}
        </Button>
      </form>
    </section>
  )
}
