import { useCallback, useState } from 'react'

export type GeoErrorCode = 'denied' | 'unavailable' | 'timeout' | 'unsupported'

export type GeoState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located' }
  | { status: 'error'; code: GeoErrorCode }

function errorCode(error: GeolocationPositionError): GeoErrorCode {
  if (error.code === error.PERMISSION_DENIED) return 'denied'
  if (error.code === error.TIMEOUT) return 'timeout'
  return 'unavailable'
}

/** useGeolocation asks the device where it is (navigator.geolocation) and reports the outcome. */
export function useGeolocation(onLocated: (point: { lat: number; lng: number }) => void) {
  const [state, setState] = useState<GeoState>({ status: 'idle' })
  const locate = useCallback(() => {
    // Typed as always present, but absent on insecure origins and some browsers.
    const geo = (navigator as Partial<Navigator>).geolocation
    if (!geo) {
      setState({ status: 'error', code: 'unsupported' })
      return
    }
    setState({ status: 'locating' })
    geo.getCurrentPosition(
      (position) => {
        setState({ status: 'located' })
        onLocated({ lat: position.coords.latitude, lng: position.coords.longitude })
      },
      (error) => setState({ status: 'error', code: errorCode(error) }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    )
  }, [onLocated])
  return { state, locate }
}
