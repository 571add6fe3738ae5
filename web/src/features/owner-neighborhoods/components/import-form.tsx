import { useRef, useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'

import { useImportBoundaries } from '../api/neighborhoods'
import { importProblems, type ImportProblem } from '../lib/errors'

/** ImportForm reads a GeoJSON file in the browser and sends it; a refused file lists every bad feature. */
export function ImportForm() {
  const { t } = useTranslation('neighborhoods')
  const id = useId()
  const file = useRef<HTMLInputElement>(null)
  const importer = useImportBoundaries()
  const [problems, setProblems] = useState<ImportProblem[]>([])
  const [done, setDone] = useState('')

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    setProblems([])
    setDone('')
    const chosen = file.current?.files?.[0]
    if (!chosen) {
      setProblems([{ problem: 'import.chooseFile' }])
      return
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(await chosen.text())
    } catch {
      setProblems([{ problem: 'import.problems.invalid_json' }])
      return
    }
    importer.mutate(parsed, {
      onSuccess: (r) => setDone(t('import.done', { created: r.created, updated: r.updated })),
      onError: (error) => setProblems(importProblems(error)),
    })
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border p-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('import.title')}
      </h2>
      <form onSubmit={(e) => void submit(e)} className="space-y-3">
        <div className="space-y-1.5">
          <Label htmlFor={id}>{t('import.file')}</Label>
          <input ref={file} id={id} type="file" accept=".geojson,.json,application/geo+json,application/json"
            aria-describedby={`${id}-hint`} className="block text-sm" />
          <p id={`${id}-hint`} className="max-w-prose text-sm text-muted-foreground">
            {t('import.hint')}
          </p>
        </div>
        <Button type="submit" disabled={importer.isPending}>
          {importer.isPending ? t('import.submitting') : t('import.submit')}
        </Button>
      </form>
      <div aria-live="polite">
        {done ? <p className="text-sm">{done}</p> : null}
        {problems.length ? (
          <Alert variant="destructive">
            <AlertTitle>{t('import.failed')}</AlertTitle>
            <AlertDescription>
              <ul className="list-disc pl-5">
                {problems.map((p, i) => (
                  <li key={i}>
                    {p.feature !== undefined && p.field
                      ? t('import.feature', { number: p.feature, field: t(`import.fields.${p.field}`), problem: t(p.problem) })
                      : t(p.problem)}
                  </li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        ) : null}
      </div>
    </section>
  )
}
