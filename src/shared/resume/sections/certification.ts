import { z } from 'zod'
import { fieldKindsOf, idField, monthYearField, plainField } from './fields'

/** Certifications and courses. */
export const certificationSchema = z.object({
  id: idField(),
  course: plainField(),
  startDate: monthYearField(),
  endDate: monthYearField(),
  institute: plainField(),
})
export type Certification = z.infer<typeof certificationSchema>

/** How normalisation treats each field, read from the schema. */
export const certificationFields = fieldKindsOf(certificationSchema)
