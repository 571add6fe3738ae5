import { Download, LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { useAppConfig } from '@/config/config-context'
import { ApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import { downloadMyData } from '../api/privacy'
import { saveFile } from '../lib/save-file'
import { FormAlert, SettingsSection } from './form-parts'

/** YourDataSection downloads everything the app holds about the user (GET /api/me/export) as a ZIP file. */
export function YourDataSection() {
  const { t } = useTranslation('privacy')
  const { app_name } = useAppConfig()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const download = async () => {
    if (pending) return
    setPending(true)
    setError(null)
    try {
      const blob = await downloadMyData()
      saveFile(`vecino-data-${new Date().toISOString().slice(0, 10)}.zip`, blob)
      toast.success(undefined, t('data.ready'))
    } catch (cause) {
      setError(cause instanceof ApiError && cause.status === 429 ? t('data.rateLimited') : t('data.failed'))
    } finally {
      setPending(false)
    }
  }

  return (
    <SettingsSection title={t('data.title')} description={t('data.description', { app: app_name })}>
      <div className="space-y-4">
        <FormAlert message={error} />
        <Button type="button" variant="outline" aria-disabled={pending || undefined} onClick={() => void download()}>
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
          {pending ? t('data.preparing') : t('data.download')}
        </Button>
      </div>
    </SettingsSection>
  )
}
