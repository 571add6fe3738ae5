import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

import { controlClass, singleLineClass } from './control-variants'

/** Select is the browser's own select (keyboard and screen readers work as everywhere), styled like Input. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="select" className={cn(controlClass, singleLineClass, className)} {...props} />
}

/** SelectOption is one choice of a Select. */
export type SelectOption = { value: string; label: string }

/** SelectOptions are a Select's choices: the empty value first when `empty` names it ("All categories"), then each option. */
export function SelectOptions({ empty, options }: { empty?: string; options: SelectOption[] }) {
  return (
    <>
      {empty !== undefined ? <option value="">{empty}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  )
}
