import { MessageCircleOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { buttonVariants } from '@/components/ui/button-variants'

/** ChatUnavailable is every chat page while the renter_chat flag is off for the viewer. */
export function ChatUnavailable({ homeHref, fileHref }: { homeHref: string; fileHref: string }) {
  const { t } = useTranslation('chat')
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <MessageCircleOff aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-semibold">{t('unavailable.title')}</h1>
      <p className="text-muted-foreground">{t('unavailable.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={fileHref} className={buttonVariants()}>
          {t('unavailable.file')}
        </Link>
        <Link to={homeHref} className={buttonVariants({ variant: 'outline' })}>
          {t('unavailable.home')}
        </Link>
      </div>
    </div>
  )
}
