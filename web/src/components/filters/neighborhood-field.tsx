import { SelectField } from '@/components/ui/select-field'
import { useNeighborhoodNames } from '@/lib/neighborhoods'

type Props = {
  /** label and empty (the "all neighbourhoods" choice) are translated by the caller. */
  label: string
  empty: string
  defaultValue: string
}

/**
 * NeighborhoodField is a filter form's neighbourhood choice (field name
 * "neighborhood"); it is left out while the city has no neighbourhoods or
 * they have not loaded.
 */
export function NeighborhoodField({ label, empty, defaultValue }: Props) {
  const neighborhoods = useNeighborhoodNames()
  if (neighborhoods.length === 0) return null
  return (
    <SelectField
      label={label}
      name="neighborhood"
      defaultValue={defaultValue}
      empty={empty}
      options={neighborhoods.map((n) => ({ value: n.id, label: n.name }))}
    />
  )
}
