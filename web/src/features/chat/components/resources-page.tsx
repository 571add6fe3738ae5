import { ArrowDown, ArrowUp, Plus, RotateCcw, Trash2 } from 'lucide-react'
import { useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { DataLoadingError } from '@/components/errors/data-loading-error'
import { PageFrame } from '@/components/layouts/page-frame'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { renterProtectionTypes } from '@/config/catalog'
import { ApiError } from '@/lib/api-client'
import { findCategory, useCatalog, useLocalize } from '@/lib/catalog'
import { toast } from '@/lib/toast'

import { useOwnerResources, useResetResources, useSaveResources, type OwnerResource } from '../api/owner-resources'
import { checkResources, fieldKey, parseLanguages, type ResourceErrors, type ResourceField } from '../lib/resource-check'

/** Row is one resource being edited: the languages as typed, a key that survives reordering. */
type Row = Omit<OwnerResource, 'languages'> & { key: number; languages: string }

let nextKey = 0
const toRow = (r: OwnerResource): Row => ({ ...r, phone: r.phone ?? '', web: r.web ?? '', types: r.types ?? [], languages: r.languages.join(', '), key: nextKey++ })
const emptyRow = (): Row => toRow({ name: '', description: { en: '', es: '' }, phone: '', web: '', languages: [], types: [] })

function toResource(row: Row): OwnerResource {
  const r: OwnerResource = { name: row.name.trim(), description: { en: row.description.en.trim(), es: row.description.es.trim() }, languages: parseLanguages(row.languages) }
  if (row.phone?.trim()) r.phone = row.phone.trim()
  if (row.web?.trim()) r.web = row.web.trim()
  if (row.types?.length) r.types = row.types
  return r
}

/** ChatResourcesPage is /dashboard/owner/chat-resources: the local organisations the renter-protection assistant suggests. */
export function ChatResourcesPage() {
  const { t } = useTranslation('chat')
  const list = useOwnerResources()
  return (
    <PageFrame title={t('resources.title')} description={t('resources.description')} className="space-y-6">
      {list.isPending ? (
        <Spinner className="w-full py-16" />
      ) : list.isError ? (
        <DataLoadingError onRetry={() => void list.refetch()} />
      ) : (
        <ResourcesEditor key={list.dataUpdatedAt} initial={list.data.resources} custom={list.data.custom} />
      )}
    </PageFrame>
  )
}

function ResourcesEditor({ initial, custom }: { initial: OwnerResource[]; custom: boolean }) {
  const { t } = useTranslation('chat')
  const [rows, setRows] = useState<Row[]>(() => initial.map(toRow))
  const [errors, setErrors] = useState<ResourceErrors>({})
  const [failed, setFailed] = useState(false)
  const save = useSaveResources()
  const formRef = useRef<HTMLFormElement>(null)
  const focusKey = useRef<number | null>(null)

  // After adding a resource, its name field takes the focus (before the
  // browser paints, so that what is typed next goes there).
  useLayoutEffect(() => {
    if (focusKey.current === null) return
    formRef.current?.querySelector<HTMLInputElement>(`[data-row="${focusKey.current}"] input`)?.focus()
    focusKey.current = null
  }, [rows])

  const update = (key: number, change: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)))
  const move = (from: number, to: number) =>
    setRows((rs) => {
      const next = [...rs]
      next.splice(to, 0, ...next.splice(from, 1))
      return next
    })

  const showErrors = (found: ResourceErrors) => {
    setErrors(found)
    // The first field in error takes the focus once the messages are shown.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  function submit(e: SyntheticEvent<HTMLFormElement>) {
    e.preventDefault()
    setFailed(false)
    const resources = rows.map(toResource)
    const found = checkResources(resources)
    if (rows.length === 0 || Object.keys(found).length > 0) {
      showErrors(found)
      if (rows.length === 0) setFailed(true)
      return
    }
    setErrors({})
    save.mutate(resources, {
      onSuccess: () => toast.success(t('resources.saved')),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).some((k) => k.startsWith('resources.'))) showErrors(error.fields)
        else setFailed(true)
      },
    })
  }

  const errorCount = Object.keys(errors).length
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant="outline">{custom ? t('resources.custom') : initial.length ? t('resources.seeded') : t('resources.none')}</Badge>
        {custom ? <ResetControl /> : null}
      </div>
      <p className="max-w-prose text-muted-foreground">{t('resources.intro')}</p>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-6">
        {errorCount > 0 ? (
          <Alert variant="destructive" role="alert">
            <AlertTitle>{t('resources.fix', { count: errorCount })}</AlertTitle>
          </Alert>
        ) : failed ? (
          <Alert variant="destructive" role="alert">
            <AlertTitle>{rows.length === 0 ? t('resources.needOne') : t('resources.saveFailed')}</AlertTitle>
          </Alert>
        ) : null}
        <ol className="space-y-4">
          {rows.map((row, i) => (
            <li key={row.key} data-row={row.key}>
              <ResourceFieldset
                row={row}
                index={i}
                count={rows.length}
                errors={errors}
                onChange={(change) => update(row.key, change)}
                onMove={(to) => move(i, to)}
                onRemove={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}
              />
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              const row = emptyRow()
              focusKey.current = row.key
              setRows((rs) => [...rs, row])
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('resources.add')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('resources.saving') : t('resources.save')}
          </Button>
        </div>
      </form>
    </>
  )
}

type FieldsetProps = {
  row: Row
  index: number
  count: number
  errors: ResourceErrors
  onChange: (change: Partial<Row>) => void
  onMove: (to: number) => void
  onRemove: () => void
}

function ResourceFieldset({ row, index, count, errors, onChange, onMove, onRemove }: FieldsetProps) {
  const { t } = useTranslation('chat')
  const { data: catalog } = useCatalog()
  const localize = useLocalize()
  const types = findCategory(catalog ?? [], 'renter-protection')?.types ?? []
  const label = row.name.trim() || t('resources.untitled', { number: index + 1 })
  const error = (field: ResourceField) => {
    const code = errors[fieldKey(index, field)]
    return code ? t(`resources.errors.${field}.${code}`, { defaultValue: t('resources.errors.invalid') }) : undefined
  }
  const typesError = error('types')
  return (
    <fieldset className="space-y-4 rounded-xl border bg-card p-4">
      <legend className="px-1 font-semibold">{t('resources.legend', { number: index + 1, name: label })}</legend>
      <FormField label={t('resources.name')} error={error('name')} required>
        {(control) => <Input {...control} value={row.name} maxLength={200} onChange={(e) => onChange({ name: e.target.value })} />}
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={t('resources.descriptionEn')} error={error('description_en')} required>
          {(control) => (
            <Textarea {...control} lang="en" value={row.description.en} maxLength={500} onChange={(e) => onChange({ description: { ...row.description, en: e.target.value } })} />
          )}
        </FormField>
        <FormField label={t('resources.descriptionEs')} error={error('description_es')} required>
          {(control) => (
            <Textarea {...control} lang="es" value={row.description.es} maxLength={500} onChange={(e) => onChange({ description: { ...row.description, es: e.target.value } })} />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <FormField label={t('resources.phone')} hint={t('resources.contactHint')} error={error('phone')}>
          {(control) => <Input {...control} type="tel" value={row.phone} maxLength={40} onChange={(e) => onChange({ phone: e.target.value })} />}
        </FormField>
        <FormField label={t('resources.web')} hint={t('resources.webHint')} error={error('web')}>
          {(control) => <Input {...control} type="url" value={row.web} maxLength={300} onChange={(e) => onChange({ web: e.target.value })} />}
        </FormField>
        <FormField label={t('resources.languages')} hint={t('resources.languagesHint')} error={error('languages')} required>
          {(control) => <Input {...control} value={row.languages} onChange={(e) => onChange({ languages: e.target.value })} />}
        </FormField>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('resources.types')}</legend>
        <p className="text-sm text-muted-foreground">{t('resources.typesHint')}</p>
        {typesError ? <p className="text-sm font-medium text-destructive">{typesError}</p> : null}
        <div className="grid gap-2 sm:grid-cols-2">
          {renterProtectionTypes.map((slug) => {
            const type = types.find((x) => x.slug === slug)
            const checked = row.types?.includes(slug) ?? false
            return (
              <label key={slug} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={checked}
                  onChange={(e) => onChange({ types: e.target.checked ? [...(row.types ?? []), slug] : (row.types ?? []).filter((x) => x !== slug) })}
                />
                {type ? localize(type.label) : slug}
              </label>
            )
          })}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" disabled={index === 0} aria-label={t('resources.moveUp', { name: label })} onClick={() => onMove(index - 1)}>
          <ArrowUp aria-hidden="true" className="size-4" />
          {t('resources.up')}
        </Button>
        <Button type="button" variant="outline" size="sm" disabled={index === count - 1} aria-label={t('resources.moveDown', { name: label })} onClick={() => onMove(index + 1)}>
          <ArrowDown aria-hidden="true" className="size-4" />
          {t('resources.down')}
        </Button>
        <Button type="button" variant="outline" size="sm" aria-label={t('resources.removeLabel', { name: label })} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('resources.remove')}
        </Button>
      </div>
    </fieldset>
  )
}

/** ResetControl asks before going back to the resources Vecino ships with. */
function ResetControl() {
  const { t } = useTranslation('chat')
  const [open, setOpen] = useState(false)
  const reset = useResetResources()
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('resources.reset')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('resources.resetTitle')} description={t('resources.resetText')}>
        {reset.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{t('resources.saveFailed')}</AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('resources.cancel')}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={reset.isPending}
            onClick={() =>
              reset.mutate(undefined, {
                onSuccess: () => {
                  setOpen(false)
                  toast.success(t('resources.resetDone'))
                },
              })
            }
          >
            {t('resources.resetConfirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
