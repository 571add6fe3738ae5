import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/utils'

import { describedBy } from '../lib/aria'
import { descriptionLimits, runeLength } from '../lib/form-schema'
import { FieldError } from './field'

type Values = { description: string }

/** DescriptionField is the report's description with a live character counter (10–2000). */
export function DescriptionField({ hint }: { hint: string }) {
  const { t } = useTranslation('reports')
  const { register, control, formState } = useFormContext<Values>()
  const value = useWatch({ control, name: 'description' })
  const count = runeLength(value.trim())
  const error = formState.errors.description?.message
  const over = count > descriptionLimits.max
  return (
    <div className="space-y-2">
      <Label htmlFor="description">{t('description.label')}</Label>
      <p id="description-hint" className="text-sm text-muted-foreground">
        {hint}
      </p>
      <Textarea
        id="description"
        rows={5}
        aria-describedby={describedBy('description-hint', 'description-count', error && 'description-error')}
        aria-invalid={error ? true : undefined}
        {...register('description')}
      />
      <p id="description-count" className={cn('text-sm', over ? 'font-medium text-destructive' : 'text-muted-foreground')}>
        {t('description.counter', { count, min: descriptionLimits.min, max: descriptionLimits.max })}
      </p>
      <FieldError id="description-error" field="description" code={error} />
    </div>
  )
}
