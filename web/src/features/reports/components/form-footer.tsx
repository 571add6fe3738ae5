import { AlertCircle, Send } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'

import type { UploadProgress as Progress } from '../api/create-report'
import type { ReportsKey } from '../lib/i18n'
import { UploadProgress } from './upload-progress'

type Props = {
  formError: string | null
  progress: Progress | null
  files: File[]
  onCancel: () => void
}

const formErrors = new Set([
  'cancelled', 'fields', 'network', 'forbidden', 'too_large', 'unsupported', 'rate_limited', 'too_many_open', 'unauthorized', 'server', 'invalid', 'unknown_type',
])

/** FormFooter is the end of a report form: why the last try failed, then the send button or the upload's progress. */
export function FormFooter({ formError, progress, files, onCancel }: Props) {
  const { t } = useTranslation('reports')
  const errorKey = formError && formErrors.has(formError) ? formError : 'server'
  return (
    <div className="space-y-4">
      <div>
        {formError ? (
          <Alert variant={formError === 'cancelled' ? 'default' : 'destructive'}>
            <AlertCircle aria-hidden="true" />
            <AlertDescription className="text-current">{t(`submitErrors.${errorKey}` as ReportsKey)}</AlertDescription>
          </Alert>
        ) : null}
      </div>
      {progress ? (
        <UploadProgress files={files} progress={progress} onCancel={onCancel} />
      ) : (
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          {t('form.submit')}
        </Button>
      )}
    </div>
  )
}
