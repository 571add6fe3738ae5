import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { SelectField } from './select-field'

const options = [
  { value: 'mine', label: 'Mine' },
  { value: 'unassigned', label: 'Unassigned' },
]

describe('Select', () => {
  // Preact's compatibility layer only chooses a defaultValue among a select's
  // direct children; SelectField's options are a component deeper.
  it('starts on its defaultValue when its options are a component deeper, and a form reset returns to it', () => {
    render(
      <form aria-label="Filters">
        <SelectField label="Assigned" name="claim" defaultValue="unassigned" empty="All" options={options} />
      </form>,
    )
    const select = screen.getByRole('combobox', { name: 'Assigned' })
    expect(select).toHaveValue('unassigned')
    fireEvent.change(select, { target: { value: 'mine' } })
    expect(select).toHaveValue('mine')
    screen.getByRole<HTMLFormElement>('form', { name: 'Filters' }).reset()
    expect(select).toHaveValue('unassigned')
  })

  it('starts on the first option without a defaultValue, and follows a controlled value', () => {
    const { rerender } = render(<SelectField label="Assigned" empty="All" options={options} value="" onChange={() => undefined} />)
    expect(screen.getByRole('combobox', { name: 'Assigned' })).toHaveValue('')
    rerender(<SelectField label="Assigned" empty="All" options={options} value="mine" onChange={() => undefined} />)
    expect(screen.getByRole('combobox', { name: 'Assigned' })).toHaveValue('mine')
  })
})
