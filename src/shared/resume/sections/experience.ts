import { z } from 'zod'
import { flagField, idField, plainField, richField, type FieldKinds } from './fields'

/** Dates are MM/YYYY text; description is usually a bullet list. */
export const experienceSchema = z.object({
  id: idField(),
  title: plainField(),
  company: plainField(),
  startDate: plainField(),
  endDate: plainField(),
  isCurrentWork: flagField(),
  location: plainField(),
  description: richField(),
})
export type Experience = z.infer<typeof experienceSchema>

export const experienceFields: FieldKinds<Experience> = {
  title: 'plain',
  company: 'plain',
  startDate: 'plain',
  endDate: 'plain',
  isCurrentWork: 'flag',
  location: 'plain',
  description: 'rich',
}
