import { useEffect, useRef, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

import { ApiError } from '@/lib/api-client'

import { sortServerErrors } from '../lib/field-errors'
import { useReportUpload, type UploadResult } from './use-report-upload'

/**
 * focusFirstError moves focus to the first field, in form order, that has
 * an error ('location' focuses its latitude box).
 */
export function focusFirstError<T extends FieldValues>(form: UseFormReturn<T>, order: readonly string[], failed: readonly string[]) {
  const first = order.find((name) => failed.includes(name))
  if (!first) return
  form.setFocus((first === 'location' ? 'location.latitude' : first) as Path<T>)
}

/**
 * useReportSubmit sends a report and, when the server refuses it, puts each
 * error next to its field. Nothing the user typed or chose is reset.
 */
export function useReportSubmit<T extends FieldValues>(form: UseFormReturn<T>, order: readonly string[]) {
  const { upload, cancel, progress } = useReportUpload()
  const [formError, setFormError] = useState<string | null>(null)
  const [fileErrors, setFileErrors] = useState<Record<number, string>>({})
  // The fields are disabled while sending: focus can move to the first bad
  // one only once they are enabled again, after the render that ends the upload.
  const pendingFocus = useRef<string[] | null>(null)
  const uploading = progress !== null
  useEffect(() => {
    if (uploading || !pendingFocus.current) return
    focusFirstError(form, order, pendingFocus.current)
    pendingFocus.current = null
  }, [uploading, form, order])

  const submit = async (body: FormData): Promise<UploadResult | null> => {
    setFormError(null)
    setFileErrors({})
    try {
      return await upload(body)
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        setFormError('cancelled')
        return null
      }
      if (!(error instanceof ApiError)) {
        setFormError('server')
        return null
      }
      const sorted = sortServerErrors(error)
      const failed = Object.keys(sorted.fields)
      for (const [field, code] of Object.entries(sorted.fields)) {
        form.setError(field as Path<T>, { type: 'server', message: code })
      }
      setFileErrors(sorted.files)
      setFormError(sorted.form ?? (failed.length > 0 ? 'fields' : null))
      pendingFocus.current = failed
      return null
    }
  }

  const clearFileErrors = () => setFileErrors({})

  return { submit, cancel, progress, formError, fileErrors, clearFileErrors }
}
