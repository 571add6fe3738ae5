/**
 * controlClass is the look every form control shares (Input, Select,
 * Textarea and the password box): border, focus ring, invalid state. Each
 * control adds only its height and padding.
 */
export const controlClass =
  'flex w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm'

/** singleLineClass is the height and padding of one-line controls (inputs, selects). */
export const singleLineClass = 'h-9 py-1'
