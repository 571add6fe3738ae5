/** Field is a labelled control with its translated error tied to it (aria-describedby, aria-invalid). */
export { FormField as Field } from '@/components/ui/form-field'

export const controlClass =
  'flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm'
