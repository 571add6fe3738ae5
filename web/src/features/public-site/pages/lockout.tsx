import { Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'

import { Hero } from '../components/hero'
import { Section } from '../components/section'

const steps = ['danger', 'police', 'help', 'record', 'proof', 'court'] as const

/**
 * LockoutPage (/{lang}/lockout): what to do first when a landlord locks a
 * tenant out, cuts off heat, water or electricity, or removes their things.
 * A public page, one tap from every public page and the renter-protection
 * forms, so that the first steps never wait for the assistant.
 */
export function LockoutPage() {
  const { t } = useTranslation('public')
  const lang = useLanguage()
  return (
    <>
      <Hero title={t('lockout.title')} lead={t('lockout.lead')} />
      <Section heading={t('lockout.stepsHeading')}>
        <ol className="max-w-prose list-decimal space-y-4 pl-6">
          {steps.map((step) => (
            <li key={step} className="pl-1">
              <span className="font-semibold">{t(`lockout.steps.${step}.term`)}</span> {t(`lockout.steps.${step}.text`)}
            </li>
          ))}
        </ol>
        <p className="mt-6 flex max-w-prose gap-3 rounded-lg border bg-card p-4">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{t('lockout.contacts')}</span>
        </p>
      </Section>
      <Section heading={t('lockout.rightsHeading')} className="border-t">
        <p className="max-w-prose">{t('lockout.rights')}</p>
        <p className="mt-4 max-w-prose text-muted-foreground">{t('lockout.notAdvice')}</p>
      </Section>
      <Section heading={t('lockout.nextHeading')} intro={t('lockout.next')} className="border-t">
        <Button asChild>
          <Link to={paths.lang.renterChatType.getHref(lang, 'illegal-lockouts')}>{t('lockout.assistant')}</Link>
        </Button>
      </Section>
    </>
  )
}
