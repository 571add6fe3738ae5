import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { isLanguage, type Language } from '@/config/languages'
import { fallbackLanguages, languagesQueryOptions } from '@/hooks/use-languages'
import { guardedSubmit } from '@/lib/guarded-submit'
import { currentLanguage, setLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'

import type { Me } from '../api/get-me'
import { useUpdateProfile } from '../api/update-profile'
import { formErrorKey } from '../lib/errors'
import { languageSchema, type LanguageValues } from '../lib/schemas'
import { FormAlert, SaveButton, SettingsSection } from './form-parts'

/** LanguageForm saves the preferred language (PATCH /api/me) and switches the interface to it. */
export function LanguageForm({ me }: { me: Me }) {
  const { t, i18n } = useTranslation('shell')
  const update = useUpdateProfile()
  const options = useQuery(languagesQueryOptions).data ?? fallbackLanguages
  const [formError, setFormError] = useState<string | null>(null)
  const initial: Language = isLanguage(me.preferred_language) ? me.preferred_language : currentLanguage()
  const { register, handleSubmit, formState } = useForm<LanguageValues>({
    resolver: zodResolver(languageSchema),
    defaultValues: { preferred_language: initial },
  })

  const submit = handleSubmit(async ({ preferred_language }) => {
    setFormError(null)
    try {
      await update.mutateAsync({ preferred_language })
      await setLanguage(preferred_language)
      // Said in the language just chosen (t still speaks the one this form was rendered in).
      toast.success(undefined, i18n.getFixedT(preferred_language, 'shell')('settings.language.saved'))
    } catch (cause) {
      setFormError(t(formErrorKey(cause)))
    }
  })

  return (
    <SettingsSection title={t('settings.language.title')} description={t('settings.language.description')}>
      <form noValidate onSubmit={guardedSubmit(formState.isSubmitting, submit)} className="space-y-4">
        <FormAlert message={formError} />
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('settings.language.legend')}</legend>
          <div className="flex flex-wrap gap-3">
            {options.filter((option) => isLanguage(option.language_code)).map((option) => (
              <label
                key={option.language_code}
                lang={option.language_code}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-4 has-checked:border-primary has-focus-visible:ring-[3px] has-focus-visible:ring-ring"
              >
                <input type="radio" value={option.language_code} className="size-4 accent-primary" {...register('preferred_language')} />
                {option.native_name}
              </label>
            ))}
          </div>
        </fieldset>
        <SaveButton pending={formState.isSubmitting} label={t('settings.language.save')} />
      </form>
    </SettingsSection>
  )
}
