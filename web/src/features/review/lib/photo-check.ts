import { useCatalog } from '@/lib/catalog'

import { isImagePhoto, type StaffReport } from '../api/schemas'

// The one category whose reports are private, for the moment the catalog is not loaded yet.
const renterProtection = 'renter-protection'

/**
 * useNeedsPhotoCheck says whether report may be approved only once staff
 * have checked its photos (the server's rule): it has at least one image
 * (not a PDF) and its category is not private (private reports never
 * become public).
 */
export function useNeedsPhotoCheck(report: Pick<StaffReport, 'category' | 'photos'>): boolean {
  const catalog = useCatalog().data
  const category = catalog?.find((c) => c.category === report.category)
  const isPrivate = category ? category.private : report.category === renterProtection
  return !isPrivate && report.photos.some(isImagePhoto)
}

/** photoCheckHeadingId is the id of the photo check step's heading on report id's page. */
export function photoCheckHeadingId(id: string): string {
  return `photo-check-${id}`
}
