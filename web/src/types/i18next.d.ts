import type catalog from '../../public/locales/en/catalog.json'
import type common from '../../public/locales/en/common.json'

// Typed resources make every t('key') a compile-time check against the
// English files; the locale parity test keeps Spanish in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof common
      catalog: typeof catalog
    }
  }
}
