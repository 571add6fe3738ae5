import { useLayoutEffect, useRef, type ComponentProps } from 'react'

import { cn } from '@/lib/utils'

import { controlClass, singleLineClass } from './control-variants'

/**
 * Select is the browser's own select (keyboard and screen readers work as everywhere), styled like Input.
 *
 * A defaultValue is chosen here, once mounted: React chooses it among all of
 * the select's options, Preact's compatibility layer (on which the app runs)
 * only among its direct children, and SelectOptions puts them a component
 * deeper (a filter opened with ?claim=mine showed "All").
 */
export function Select({ className, defaultValue, ref, ...props }: ComponentProps<'select'>) {
  const own = useRef<HTMLSelectElement | null>(null)
  useLayoutEffect(() => {
    const select = own.current
    if (!select || defaultValue === undefined) return
    const chosen = new Set((Array.isArray(defaultValue) ? defaultValue : [defaultValue]).map(String))
    for (const option of select.options) {
      // The attribute, as React sets it: a form's reset returns to it.
      option.defaultSelected = chosen.has(option.value)
      if (option.defaultSelected) option.selected = true
    }
    // Only when mounted, as React does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const attach = (node: HTMLSelectElement | null) => {
    own.current = node
    if (typeof ref === 'function') ref(node)
    else if (ref) ref.current = node
  }
  return <select data-slot="select" ref={attach} className={cn(controlClass, singleLineClass, className)} defaultValue={defaultValue} {...props} />
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
