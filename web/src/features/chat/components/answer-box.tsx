import { useState, type SubmitEvent, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'

import type { Step } from '../api/chat-api'

type Props = {
  step: Step
  /** previous is the answer given before going back, offered again. */
  previous: string[] | undefined
  promptId: string
  onAnswer: (value: string[]) => void
  boxRef: RefObject<HTMLDivElement | null>
}

/** AnswerBox is the way to answer the current step: quick replies, a text or date field, or Continue. */
export function AnswerBox({ step, previous, promptId, onAnswer, boxRef }: Props) {
  const { t } = useTranslation('chat')
  return (
    <div ref={boxRef} className="space-y-3 rounded-xl border bg-card p-4">
      {step.kind === 'choice' ? (
        <div role="group" aria-labelledby={promptId} className="flex flex-wrap gap-2">
          {step.options?.map((o) => (
            <Button key={o.value} variant={previous?.[0] === o.value ? 'default' : 'outline'} className="h-auto min-h-9 max-w-full shrink whitespace-normal text-left" onClick={() => onAnswer([o.value])}>
              {o.label}
            </Button>
          ))}
        </div>
      ) : step.kind === 'multi' ? (
        <MultiChoice step={step} previous={previous} promptId={promptId} onAnswer={onAnswer} />
      ) : step.kind === 'info' ? (
        <Button onClick={() => onAnswer([])}>{t('chat.continue')}</Button>
      ) : (
        <TextAnswer step={step} previous={previous} onAnswer={onAnswer} />
      )}
    </div>
  )
}

function MultiChoice({ step, previous, promptId, onAnswer }: Omit<Props, 'boxRef'>) {
  const { t } = useTranslation('chat')
  const [chosen, setChosen] = useState<string[]>(previous ?? [])
  const [error, setError] = useState(false)
  const errorId = useId()
  const toggle = (value: string) => {
    setError(false)
    setChosen((c) => (c.includes(value) ? c.filter((v) => v !== value) : [...c, value]))
  }
  return (
    <>
      <p className="text-sm text-muted-foreground">{t('chat.chooseAny')}</p>
      <div role="group" aria-labelledby={promptId} className="flex flex-wrap gap-2">
        {step.options?.map((o) => (
          <Button
            key={o.value}
            variant={chosen.includes(o.value) ? 'default' : 'outline'}
            aria-pressed={chosen.includes(o.value)}
            className="h-auto min-h-9 max-w-full shrink whitespace-normal text-left"
            onClick={() => toggle(o.value)}
          >
            {o.label}
          </Button>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {t('chat.pickOne')}
        </p>
      ) : null}
      <Button aria-describedby={error ? errorId : undefined} onClick={() => (chosen.length ? onAnswer(chosen) : setError(true))}>
        {t('chat.continue')}
      </Button>
    </>
  )
}

function today(): string {
  const d = new Date()
  return `${String(d.getFullYear())}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

function TextAnswer({ step, previous, onAnswer }: Omit<Props, 'boxRef' | 'promptId'>) {
  const { t } = useTranslation('chat')
  const [value, setValue] = useState(previous?.[0] ?? '')
  const [error, setError] = useState(false)
  const id = useId()
  const long = step.kind === 'text' && (step.max ?? 0) > 300
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (!value.trim() && !step.optional) {
      setError(true)
      return
    }
    onAnswer([value.trim()])
  }
  const described = [error ? `${id}-error` : '', long ? `${id}-count` : ''].filter(Boolean).join(' ') || undefined
  const field = {
    id,
    value,
    'aria-invalid': error || undefined,
    'aria-describedby': described,
    required: !step.optional,
    onChange: (e: { target: { value: string } }) => {
      setError(false)
      setValue(e.target.value)
    },
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('chat.answerLabel')}
      </label>
      {step.kind === 'date' ? (
        <Input type="date" max={today()} {...field} />
      ) : long ? (
        <Textarea maxLength={step.max} {...field} />
      ) : (
        <Input maxLength={step.max} autoComplete={step.field === 'building_address' ? 'street-address' : 'off'} {...field} />
      )}
      {long ? (
        <p id={`${id}-count`} className="text-xs text-muted-foreground">
          {t('chat.charactersLeft', { count: (step.max ?? 0) - value.length })}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {t('chat.required')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t('chat.send')}</Button>
        {step.optional ? (
          <Button variant="outline" onClick={() => onAnswer([''])}>
            {t('chat.skip')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
