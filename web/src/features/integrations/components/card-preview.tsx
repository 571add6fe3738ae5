import { useTranslation } from 'react-i18next'

import type { SharePreview } from '../api/share-preview'
import { samePath } from '../lib/post-text'

const platforms = ['facebook', 'x', 'linkedin', 'whatsapp'] as const
type Platform = (typeof platforms)[number]

// Each platform's link preview, roughly as it lays one out: image on top
// (Facebook, LinkedIn), image with the title over it (X), or a compact
// row beside the image (WhatsApp).
const layout: Record<Platform, { box: string; image: string; text: string }> = {
  facebook: { box: 'border bg-[#f0f2f5] text-[#050505]', image: 'aspect-[1200/630] w-full object-cover', text: 'px-3 py-2' },
  x: { box: 'rounded-2xl border bg-white text-[#0f1419]', image: 'aspect-[1200/630] w-full rounded-t-2xl object-cover', text: 'px-3 py-2' },
  linkedin: { box: 'border bg-white text-[#191919]', image: 'aspect-[1200/630] w-full object-cover', text: 'px-3 py-2' },
  whatsapp: { box: 'flex rounded-lg bg-[#d9fdd3] text-[#111b21]', image: 'aspect-square w-28 shrink-0 rounded-l-lg object-cover', text: 'min-w-0 px-3 py-2' },
}

/** CardPreviews shows the card as the major platforms show a shared link, from the tags the server sent. */
export function CardPreviews({ preview }: { preview: SharePreview }) {
  const { t } = useTranslation('integrations')
  const host = (() => {
    try {
      return new URL(preview.url).host
    } catch {
      return ''
    }
  })()
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {platforms.map((p) => (
        <li key={p}>
          <figure className="space-y-2">
            <figcaption className="text-sm font-medium">{t('social.previewLabel', { platform: t(`social.platforms.${p}`) })}</figcaption>
            <div className={`overflow-hidden ${layout[p].box}`}>
              <img src={samePath(preview.image)} alt={preview.imageAlt} width={1200} height={630} className={layout[p].image} />
              <div className={layout[p].text}>
                <p className="truncate text-xs uppercase opacity-80">{host}</p>
                <p className="line-clamp-2 font-semibold">{preview.title}</p>
                {p === 'x' ? null : <p className="line-clamp-2 text-sm opacity-80">{preview.description}</p>}
              </div>
            </div>
          </figure>
        </li>
      ))}
    </ul>
  )
}
