import { z } from 'zod'
import { idField, plainField, type FieldKinds } from './fields'

/** Certifications and courses. */
export const certificationSchema = z.object({
  id: idField(),
  course: plainField(),
  startDate: plainField(),
  endDate: plainField(),
  institute: plainField(),
})
export type Certification = z.infer<typeof certificationSchema>

export const certificationFields: FieldKinds<Certification> = {
  course: 'plain',
  startDate: 'plain',
  endDate: 'plain',
  institute: 'plain',
}
