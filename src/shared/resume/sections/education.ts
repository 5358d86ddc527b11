import { z } from 'zod'
import { flagField, idField, plainField, richField, type FieldKinds } from './fields'

/** Dates are MM/YYYY text; an ongoing end date holds the localized Present word. */
export const educationSchema = z.object({
  id: idField(),
  degree: plainField(),
  school: plainField(),
  location: plainField(),
  startDate: plainField(),
  endDate: plainField(),
  isCurrentEducation: flagField(),
  description: richField(),
})
export type Education = z.infer<typeof educationSchema>

export const educationFields: FieldKinds<Education> = {
  degree: 'plain',
  school: 'plain',
  location: 'plain',
  startDate: 'plain',
  endDate: 'plain',
  isCurrentEducation: 'flag',
  description: 'rich',
}
