import type auth from '../../public/locales/en/auth.json'
import type catalog from '../../public/locales/en/catalog.json'
import type common from '../../public/locales/en/common.json'
import type map from '../../public/locales/en/map.json'
import type reports from '../../public/locales/en/reports.json'
import type deck from '../../public/locales/en/deck.json'
import type publicSite from '../../public/locales/en/public.json'
import type blog from '../../public/locales/en/blog.json'
import type flags from '../../public/locales/en/flags.json'
import type owner from '../../public/locales/en/owner.json'
import type shell from '../../public/locales/en/shell.json'
import type review from '../../public/locales/en/review.json'
import type record from '../../public/locales/en/record.json'

// Typed resources make every t('key') a compile-time check against the
// English files; the locale parity test keeps Spanish in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof common
      flags: typeof flags
      shell: typeof shell
      review: typeof review
      record: typeof record
      staff: typeof import('../../public/locales/en/staff.json')
      investors: typeof import('../../public/locales/en/investors.json')
      jobs: typeof import('../../public/locales/en/jobs.json')
      integrations: typeof import('../../public/locales/en/integrations.json')
      neighborhoods: typeof import('../../public/locales/en/neighborhoods.json')
      departments: typeof import('../../public/locales/en/departments.json')
      photos: typeof import('../../public/locales/en/photos.json')
      privacy: typeof import('../../public/locales/en/privacy.json')
      analytics: typeof import('../../public/locales/en/analytics.json')
      catalog: typeof catalog
      reports: typeof reports
      map: typeof map
      public: typeof publicSite
      blog: typeof blog
      deck: typeof deck
      auth: typeof auth
      owner: typeof owner
      chat: typeof import('../../public/locales/en/chat.json')
      follow: typeof import('../../public/locales/en/follow.json')
    }
  }
}
