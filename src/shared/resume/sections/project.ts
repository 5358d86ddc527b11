import { z } from 'zod'
import { fieldKindsOf, flagField, idField, monthYearField, plainField, richField } from './fields'

export const projectSchema = z.object({
  id: idField(),
  title: plainField(),
  startDate: monthYearField(),
  endDate: monthYearField(),
  description: richField(),
  isCurrentProject: flagField(),
})
export type Project = z.infer<typeof projectSchema>

/** How normalisation treats each field, read from the schema. */
export const projectFields = fieldKindsOf(projectSchema)
