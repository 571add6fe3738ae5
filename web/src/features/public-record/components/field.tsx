/** Field is a labelled control with its translated error tied to it (aria-describedby, aria-invalid). */
export { FormField as Field } from '@/components/ui/form-field'

