import { LocateFixed } from 'lucide-react'
import { useCallback, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

import { useGeolocation } from '../hooks/use-geolocation'
import { describedBy } from '../lib/aria'
import { formatCoordinate, toPoint } from '../lib/coordinates'
import type { StreetValues } from '../lib/form-schema'
import type { LatLng, MapPickerComponent } from '../types'
import { Field, FieldError } from './field'

type Props = { MapPicker: MapPickerComponent; notice?: string | null }

/**
 * LocationFieldset takes the location three ways, any one of which is
 * enough: a pin on the map, the device's location, or typed coordinates or
 * an address (so the map is never the only way).
 */
export function LocationFieldset({ MapPicker, notice }: Props) {
  const { t } = useTranslation('reports')
  const { register, setValue, clearErrors, control, formState } = useFormContext<StreetValues>()
  const [latitude, longitude] = useWatch({ control, name: ['location.latitude', 'location.longitude'] })
  const setPoint = useCallback(
    (point: LatLng) => {
      setValue('location.latitude', formatCoordinate(point.lat), { shouldDirty: true })
      setValue('location.longitude', formatCoordinate(point.lng), { shouldDirty: true })
      clearErrors('location')
    },
    [setValue, clearErrors],
  )
  const geo = useGeolocation(setPoint)
  // The address input, for a map that suggests addresses (Google's place autocomplete).
  const [addressInput, setAddressInput] = useState<HTMLInputElement | null>(null)
  const { ref: addressRef, ...addressField } = register('address', { deps: ['location'] })
  const onPlace = useCallback(
    (address: string, point: LatLng) => {
      setValue('address', address, { shouldDirty: true })
      setPoint(point)
    },
    [setValue, setPoint],
  )
  const error = formState.errors.location?.message
  const addressError = formState.errors.address?.message
  const inputAria = { 'aria-describedby': describedBy('location-hint', error && 'location-error'), 'aria-invalid': error ? true : undefined }

  return (
    <fieldset className="space-y-4" aria-describedby={describedBy('location-hint', error && 'location-error')}>
      <legend className="text-base font-semibold">{t('location.legend')}</legend>
      <p id="location-hint" className="text-sm text-muted-foreground">
        {t('location.hint')}
      </p>
      <MapPicker value={toPoint(latitude, longitude)} onChange={setPoint} address={{ input: addressInput, onPlace }} />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={geo.locate} disabled={geo.state.status === 'locating'}>
          <LocateFixed aria-hidden="true" />
          {t('location.useMine')}
        </Button>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {geo.state.status === 'locating' ? t('location.locating') : null}
          {geo.state.status === 'located' ? t('location.located') : null}
          {notice}
        </p>
      </div>
      {geo.state.status === 'error' ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t(`location.geoErrors.${geo.state.code}`)}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="location-latitude">{t('location.latitude')}</Label>
          <Input id="location-latitude" inputMode="decimal" autoComplete="off" {...inputAria} {...register('location.latitude')} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="location-longitude">{t('location.longitude')}</Label>
          <Input id="location-longitude" inputMode="decimal" autoComplete="off" {...inputAria} {...register('location.longitude')} />
        </div>
      </div>
      <Field id="address" name="address" label={t('location.address')} hint={t('location.addressHint')} error={addressError}>
        {(aria) => (
          <Input
            id="address"
            autoComplete="street-address"
            {...aria}
            {...addressField}
            ref={(el) => {
              addressRef(el)
              setAddressInput(el)
            }}
          />
        )}
      </Field>
      <FieldError id="location-error" field="location" code={error} />
    </fieldset>
  )
}
