import type { AppContext } from '../context'

/** Aborted when the client goes away before the answer: the AI model's work is cancelled. */
export function leaveSignal(ctx: AppContext): AbortSignal {
  const controller = new AbortController()
  ctx.req.once('close', () => {
    if (!ctx.res.writableEnded) controller.abort()
  })
  return controller.signal
}
