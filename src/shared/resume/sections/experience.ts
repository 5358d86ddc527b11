import { z } from 'zod'
import { fieldKindsOf, flagField, idField, monthYearField, plainField, richField } from './fields'

/** Dates are MM/YYYY text; description is usually a bullet list. */
export const experienceSchema = z.object({
  id: idField(),
  title: plainField(),
  company: plainField(),
  startDate: monthYearField(),
  endDate: monthYearField(),
  isCurrentWork: flagField(),
  location: plainField(),
  description: richField(),
})
export type Experience = z.infer<typeof experienceSchema>

/** How normalisation treats each field, read from the schema. */
export const experienceFields = fieldKindsOf(experienceSchema)
