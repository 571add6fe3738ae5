import { useTranslation } from 'react-i18next'
import { Toaster } from 'sonner'

/** SonnerToaster is sonner's toaster with the app's tokens; loaded lazily by Toaster. */
export default function SonnerToaster() {
  const { t } = useTranslation()
  return (
    <Toaster
      visibleToasts={1}
      position="top-center"
      containerAriaLabel={t('a11y.notifications')}
      toastOptions={{
        classNames: {
          toast: 'bg-card! text-card-foreground! border-border!',
          error: 'bg-destructive! text-destructive-foreground! border-destructive!',
          description: 'text-current! opacity-90',
        },
      }}
    />
  )
}
