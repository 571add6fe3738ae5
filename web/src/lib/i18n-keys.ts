import type { ParseKeys } from 'i18next'

/** CommonKey is any key of the common namespace, e.g. 'pages.map.title'. */
export type CommonKey = ParseKeys

/** CatalogKey is any key of the catalog namespace, e.g. 'types.pothole'. */
export type CatalogKey = ParseKeys<'catalog'>
