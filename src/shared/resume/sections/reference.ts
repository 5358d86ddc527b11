import { z } from 'zod'
import { idField, plainField, type FieldKinds } from './fields'

export const referenceSchema = z.object({
  id: idField(),
  name: plainField(),
  company: plainField(),
  phone: plainField(),
  email: plainField(),
})
export type Reference = z.infer<typeof referenceSchema>

export const referenceFields: FieldKinds<Reference> = {
  name: 'plain',
  company: 'plain',
  phone: 'plain',
  email: 'plain',
}
