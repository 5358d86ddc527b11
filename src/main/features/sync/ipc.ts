import { z } from 'zod'
import { MAX_ID_LENGTH } from '@shared/resume'
import type { Handle } from '../../ipc'
import type { SyncEngine } from './engine'
import type { SyncSchedule } from './service'

export const resolveArgs = z.tuple([
  z.object({
    id: z.string().trim().min(1, 'must not be empty').max(MAX_ID_LENGTH),
    choice: z.enum(['mine', 'theirs', 'both'], { message: 'must be mine, theirs or both' }),
  }),
])

export function registerSyncHandlers(
  handle: Handle,
  sync: { engine: SyncEngine; schedule: SyncSchedule },
): void {
  handle('sync:state', z.tuple([]), async () => sync.engine.state())
  handle('sync:now', z.tuple([]), () => sync.schedule.now())
  handle('sync:resolve', resolveArgs, ({ id, choice }) => sync.engine.resolve(id, choice))
}
