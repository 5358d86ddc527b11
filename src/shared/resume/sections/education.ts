import { z } from 'zod'
import { fieldKindsOf, flagField, idField, monthYearField, plainField, richField } from './fields'

/** Dates are MM/YYYY text; an ongoing end date holds the localized Present word. */
export const educationSchema = z.object({
  id: idField(),
  degree: plainField(),
  school: plainField(),
  location: plainField(),
  startDate: monthYearField(),
  endDate: monthYearField(),
  isCurrentEducation: flagField(),
  description: richField(),
})
export type Education = z.infer<typeof educationSchema>

/** How normalisation treats each field, read from the schema. */
export const educationFields = fieldKindsOf(educationSchema)
