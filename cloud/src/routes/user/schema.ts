import { z } from 'zod'

export const getUserInput = z.object({ uid: z.string().min(1, 'uid is required.') })
