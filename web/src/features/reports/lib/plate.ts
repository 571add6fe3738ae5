/** maxPlateLength is the longest licence plate kept (docs/PRODUCT.md §4). */
export const maxPlateLength = 10

/** normalizePlate keeps A–Z and 0–9, upper-cased, as the server does: "abc-123 " → "ABC123". */
export function normalizePlate(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '')
}
