import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { isRenterProtectionType } from '@/config/catalog'

import { useCatalogLabels } from '../catalog-labels'

/** RenterChatTypePage is the renter-protection assistant for one tenant-rights type. */
export function RenterChatTypePage() {
  const { t } = useTranslation()
  const { type } = useParams()
  const title = useCatalogLabels().type(type)
  if (!title || !isRenterProtectionType(type)) return <PageFrame title={t('pages.notFound.title')} />
  return <PageFrame title={title} description={t('pages.renterChatType.description')} />
}
