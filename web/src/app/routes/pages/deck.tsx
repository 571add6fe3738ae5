import { useTranslation } from 'react-i18next'

import { PageFrame } from '@/components/layouts/page-frame'
import { Button } from '@/components/ui/button'

/** DeckPage is the investor deck (/mark, /{lang}/deck): English only and without a shell. */
export function DeckPage() {
  const { t } = useTranslation('common', { lng: 'en' })
  const email = t('footer.contactEmail')
  return (
    <main id="main" lang="en" className="min-h-screen bg-muted/40">
      <PageFrame title={t('pages.deck.title')} description={t('pages.deck.description')} className="py-16">
        <Button asChild>
          <a href={`mailto:${email}`}>{t('pages.deck.request')}</a>
        </Button>
      </PageFrame>
    </main>
  )
}
