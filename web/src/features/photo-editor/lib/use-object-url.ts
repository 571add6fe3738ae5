import { useEffect, useState } from 'react'

/** useObjectUrl gives a blob an object URL for an <img>, revoked when the blob changes or the component goes. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [made, setMade] = useState<{ blob: Blob; url: string } | null>(null)
  useEffect(() => {
    if (!blob) return
    const url = URL.createObjectURL(blob)
    // The URL is an outside resource made and revoked with the blob: state is where it can live.
    setMade({ blob, url }) // eslint-disable-line react-hooks/set-state-in-effect
    return () => URL.revokeObjectURL(url)
  }, [blob])
  return made && made.blob === blob ? made.url : null
}
