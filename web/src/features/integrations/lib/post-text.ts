import type { SharePreview } from '../api/share-preview'

/** postText is a suggested social-media post for a report's page: a lead line, the card's title and description, and the link. */
export function postText(lead: string, preview: SharePreview): string {
  return [lead, preview.title, preview.description, preview.url].filter(Boolean).join('\n\n')
}

/** samePath turns the card image's absolute URL into a path on this server, so the preview loads it from here. */
export function samePath(url: string): string {
  try {
    const u = new URL(url)
    return u.pathname + u.search
  } catch {
    return url
  }
}
