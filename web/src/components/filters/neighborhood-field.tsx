import { useQuery } from '@tanstack/react-query'

import { SelectField } from '@/components/ui/select-field'
import { neighborhoodNamesQueryOptions, useNeighborhoodNames } from '@/lib/neighborhoods'

type Props = {
  /** label and empty (the "all neighbourhoods" choice) are translated by the caller. */
  label: string
  empty: string
  defaultValue: string
}

/**
 * NeighborhoodField is a filter form's neighbourhood choice (field name
 * "neighborhood"). While the neighbourhoods load it holds its place,
 * disabled, with only the empty choice (so the page below does not move
 * down when they come). It is left out when the city has none or they
 * could not be loaded.
 */
export function NeighborhoodField({ label, empty, defaultValue }: Props) {
  const { isPending } = useQuery(neighborhoodNamesQueryOptions)
  const neighborhoods = useNeighborhoodNames()
  if (!isPending && neighborhoods.length === 0) return null
  return (
    <SelectField
      label={label}
      name="neighborhood"
      defaultValue={defaultValue}
      disabled={isPending}
      empty={empty}
      options={neighborhoods.map((n) => ({ value: n.id, label: n.name }))}
    />
  )
}
