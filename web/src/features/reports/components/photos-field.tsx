import { Controller, useFormContext } from 'react-hook-form'

import { PhotoPicker, type BlurMarks } from './photo-picker'

type Props = {
  allowPdf: boolean
  /** fileErrors are the server's errors by file index. */
  fileErrors: Record<number, string>
  /** onFilesChange runs before the files change (the old files' errors no longer apply). */
  onFilesChange: () => void
  disabled: boolean
  /** blur, when given, lets the reporter mark areas to blur on each photo. */
  blur?: BlurMarks
}

/** PhotosField is a report form's "photos" field (inside its FormProvider) in a PhotoPicker. */
export function PhotosField({ allowPdf, fileErrors, onFilesChange, disabled, blur }: Props) {
  const { control } = useFormContext<{ photos: File[] }>()
  return (
    <Controller
      control={control}
      name="photos"
      render={({ field, fieldState }) => (
        <PhotoPicker
          id="photos"
          files={field.value}
          onChange={(next) => {
            onFilesChange()
            field.onChange(next)
          }}
          allowPdf={allowPdf}
          error={fieldState.error?.message}
          fileErrors={fileErrors}
          disabled={disabled}
          buttonRef={field.ref}
          blur={blur}
        />
      )}
    />
  )
}
