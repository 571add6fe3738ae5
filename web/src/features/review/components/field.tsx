/** Field is a labelled control with its hint and translated error (aria-describedby, aria-invalid). */
export { FormField as Field } from '@/components/ui/form-field'

