import { Crosshair } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

/** CenterPinButton puts the pin at the map's centre: with the map's arrow keys, the keyboard way to place it. */
export function CenterPinButton({ disabled, onPlace }: { disabled: boolean; onPlace: () => void }) {
  const { t } = useTranslation('map')
  return (
    <Button variant="outline" size="sm" disabled={disabled} onClick={onPlace}>
      <Crosshair aria-hidden="true" />
      {t('centerPin')}
    </Button>
  )
}
