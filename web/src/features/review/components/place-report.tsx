import { MapPinned } from 'lucide-react'
import { useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

import { usePlaceReport } from '../api/place-report'
import { useErrorText } from '../lib/errors'
import { usePinPicker } from '../lib/pin-picker'

type Point = { lat: number; lng: number }

const parse = (text: string, limit: number): number | null => {
  const n = Number(text.trim().replace(',', '.'))
  return text.trim() !== '' && Number.isFinite(n) && Math.abs(n) <= limit ? n : null
}

/**
 * PlaceReport lets staff put a report filed without a point (a typed
 * address no geocoder could place) on the map: a pin, or typed
 * coordinates for keyboard and screen-reader users. A street report needs
 * its point before it can be approved.
 */
export function PlaceReport({ id, address }: { id: string; address: string | null }) {
  const { t } = useTranslation('review')
  const renderPicker = usePinPicker()
  const place = usePlaceReport()
  const errorText = useErrorText()
  const ids = useId()
  const [lat, setLat] = useState('')
  const [lng, setLng] = useState('')
  const [invalid, setInvalid] = useState(false)
  const point: Point | null = parse(lat, 90) !== null && parse(lng, 180) !== null ? { lat: Number(parse(lat, 90)), lng: Number(parse(lng, 180)) } : null

  function submit(e: SyntheticEvent<HTMLFormElement>) {
    e.preventDefault()
    if (!point) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    place.mutate({ id, latitude: point.lat, longitude: point.lng })
  }

  const errorId = `${ids}-error`
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Alert role="note">
        <MapPinned aria-hidden="true" />
        <AlertTitle>{t('place.title')}</AlertTitle>
        <AlertDescription className="text-foreground">
          <p>{t('place.text')}</p>
          {address ? <p>{t('place.address', { address })}</p> : null}
        </AlertDescription>
      </Alert>
      {renderPicker?.({
        value: point,
        onChange: (p) => {
          setLat(p.lat.toFixed(6))
          setLng(p.lng.toFixed(6))
          setInvalid(false)
        },
      })}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-lat`}>{t('place.latitude')}</Label>
          <Input id={`${ids}-lat`} inputMode="decimal" autoComplete="off" value={lat} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} onChange={(e) => setLat(e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-lng`}>{t('place.longitude')}</Label>
          <Input id={`${ids}-lng`} inputMode="decimal" autoComplete="off" value={lng} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} onChange={(e) => setLng(e.target.value)} />
        </div>
      </div>
      {invalid ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {t('place.invalid')}
        </p>
      ) : null}
      {place.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorText(place.error)}
        </p>
      ) : null}
      <Button type="submit" aria-disabled={place.isPending || undefined}>
        {place.isPending ? t('place.saving') : t('place.save')}
      </Button>
    </form>
  )
}
