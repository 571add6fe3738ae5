import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

import type { UploadProgress as Progress } from '../api/create-report'
import { fileFractions } from '../lib/progress'

function Bar({ label, fraction, large }: { label: string; fraction: number; large?: boolean }) {
  const percent = Math.round(fraction * 100)
  return (
    <div className="space-y-1">
      <div className="flex justify-between gap-2 text-sm">
        <span className="truncate">{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={large ? 'h-3 overflow-hidden rounded-full bg-muted' : 'h-2 overflow-hidden rounded-full bg-muted'}
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${String(percent)}%` }} />
      </div>
    </div>
  )
}

type Props = { files: File[]; progress: Progress; onCancel: () => void }

/** UploadProgress shows the total and per-file upload progress with a cancel button. */
export function UploadProgress({ files, progress, onCancel }: Props) {
  const { t } = useTranslation('reports')
  const fractions = fileFractions(
    files.map((f) => f.size),
    progress,
  )
  const total = progress.total > 0 ? progress.loaded / progress.total : 0
  return (
    <section aria-label={t('progress.region')} className="space-y-3 rounded-lg border bg-card p-4">
      <Bar label={t('progress.total')} fraction={total} large />
      {files.map((file, i) => (
        <Bar key={`${file.name}-${String(i)}`} label={t('progress.file', { name: file.name })} fraction={fractions[i] ?? 0} />
      ))}
      <Button variant="outline" onClick={onCancel}>
        {t('progress.cancel')}
      </Button>
    </section>
  )
}
