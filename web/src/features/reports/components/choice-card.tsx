import { ChevronRight, Lock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import type { LocalizedText } from '@/lib/catalog'
import { useLocalize } from '@/lib/catalog'

import { CategoryIcon } from './category-icon'

type Props = {
  /** icon is the category slug whose icon to show. */
  icon: string
  label: LocalizedText
  description: LocalizedText
  href: string
  /** allowed is false when the user's roles may not file this kind of report. */
  allowed?: boolean
}

const cardClass = 'flex h-full items-start gap-3 rounded-xl border p-4'

/** ChoiceCard is one category or type to choose: icon, label and one-line description; disabled with the reason when not allowed. */
export function ChoiceCard({ icon, label, description, href, allowed = true }: Props) {
  const { t } = useTranslation('reports')
  const localize = useLocalize()
  const body = (
    <>
      <CategoryIcon category={icon} className="mt-0.5 size-6 shrink-0 text-primary" />
      <span className="flex-1 space-y-1">
        <span className="block font-semibold">{localize(label)}</span>
        <span className="block text-sm text-muted-foreground">{localize(description)}</span>
        {allowed ? null : (
          <span className="flex items-center gap-1 text-sm font-medium text-foreground">
            <Lock aria-hidden="true" className="size-4" />
            {t('upload.restricted')}
          </span>
        )}
      </span>
    </>
  )
  if (!allowed) {
    return (
      <div aria-disabled="true" className={`${cardClass} border-dashed bg-muted`}>
        {body}
      </div>
    )
  }
  return (
    <Link
      to={href}
      className={`${cardClass} bg-card transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring`}
    >
      {body}
      <ChevronRight aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
    </Link>
  )
}
