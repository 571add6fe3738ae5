import * as z from 'zod'

import type { Report } from '../api/report-schema'
import type { ReportPatch } from '../api/update-report'
import { descriptionLimits, text } from './form-schema'
import { maxPlateLength, normalizePlate } from './plate'

/** editSchema checks the text fields a reporter may change while the report is in screening. */
export const editSchema = z.object({
  description: text(descriptionLimits.min, descriptionLimits.max),
  address: text(0, 300),
  licensePlate: z.string().max(maxPlateLength, 'too_long'),
  buildingAddress: z.string(),
  unit: text(0, 50),
  landlordName: text(0, 200),
})

/** renterEditSchema also requires the building address. */
export const renterEditSchema = editSchema.extend({ buildingAddress: text(1, 300) })

export type EditValues = z.infer<typeof editSchema>

export function editValues(report: Report): EditValues {
  return {
    description: report.description,
    address: report.address,
    licensePlate: report.license_plate ?? '',
    buildingAddress: report.building_address ?? '',
    unit: report.unit ?? '',
    landlordName: report.landlord_name ?? '',
  }
}

/** toPatch is the PATCH body: only the fields the report's kind has. */
export function toPatch(values: EditValues, kind: { private: boolean; vehicle: boolean }): ReportPatch {
  if (kind.private) {
    return {
      description: values.description.trim(),
      building_address: values.buildingAddress.trim(),
      unit: values.unit.trim(),
      landlord_name: values.landlordName.trim(),
    }
  }
  const patch: ReportPatch = { description: values.description.trim(), address: values.address.trim() }
  if (kind.vehicle) patch.license_plate = normalizePlate(values.licensePlate)
  return patch
}
