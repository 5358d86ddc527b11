import { z } from 'zod'
import { UPDATE_CHANNELS } from '@shared/platform'
import type { Handle } from '../../ipc'
import type { UpdateService } from './service'

export const setChannelArgs = z.tuple([
  z.enum(UPDATE_CHANNELS, { message: `must be one of: ${UPDATE_CHANNELS.join(', ')}` }),
])

export function registerUpdateHandlers(handle: Handle, service: UpdateService): void {
  handle('updates:state', z.tuple([]), async () => service.state())
  handle('updates:check', z.tuple([]), () => service.check())
  handle('updates:set-channel', setChannelArgs, (channel) => service.setChannel(channel))
  handle('updates:restart', z.tuple([]), async () => service.restartNow())
}
