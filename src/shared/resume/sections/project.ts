import { z } from 'zod'
import { flagField, idField, plainField, richField, type FieldKinds } from './fields'

export const projectSchema = z.object({
  id: idField(),
  title: plainField(),
  startDate: plainField(),
  endDate: plainField(),
  description: richField(),
  isCurrentProject: flagField(),
})
export type Project = z.infer<typeof projectSchema>

export const projectFields: FieldKinds<Project> = {
  title: 'plain',
  startDate: 'plain',
  endDate: 'plain',
  description: 'rich',
  isCurrentProject: 'flag',
}
