import { useEffect, useEffectEvent, useRef, useState } from 'react'

import { isImage } from '../lib/files'
import { readPhotoMeta, type PhotoMeta } from '../lib/exif'

// Each file is read once, however often the form re-renders.
const cache = new WeakMap<File, Promise<PhotoMeta>>()

function metaOf(file: File): Promise<PhotoMeta> {
  let meta = cache.get(file)
  if (!meta) {
    meta = readPhotoMeta(file)
    cache.set(file, meta)
  }
  return meta
}

/** FoundMeta is the first location and the first time found among the photos; key identifies them. */
export type FoundMeta = PhotoMeta & { key: string }

function keyOf(meta: PhotoMeta): string {
  const { location, takenAt } = meta
  return `${location ? `${String(location.lat)},${String(location.lng)}` : ''}|${takenAt?.toISOString() ?? ''}`
}

/**
 * usePhotoMeta reads the EXIF of the chosen photos and returns the first
 * location and the first time found among them (null when none has any).
 * onFound is called once each time that result changes to a new one.
 */
export function usePhotoMeta(files: File[], onFound: (meta: FoundMeta) => void): FoundMeta | null {
  const [found, setFound] = useState<FoundMeta | null>(null)
  const lastKey = useRef('')
  const notify = useEffectEvent(onFound)
  useEffect(() => {
    let active = true
    void Promise.all(files.filter(isImage).map(metaOf)).then((metas) => {
      if (!active) return
      const meta: PhotoMeta = {
        location: metas.find((m) => m.location)?.location ?? null,
        // A camera whose clock runs ahead would offer a time the server refuses.
        takenAt: metas.find((m) => m.takenAt && m.takenAt.getTime() <= Date.now())?.takenAt ?? null,
      }
      const key = keyOf(meta)
      if (key === lastKey.current) return
      lastKey.current = key
      const next = meta.location || meta.takenAt ? { ...meta, key } : null
      setFound(next)
      if (next) notify(next)
    })
    return () => {
      active = false
    }
  }, [files])
  return found
}
