// Sync's state as main reports it, and what the user can ask of it.
import type { ConflictChoice, DesktopFeatures, SyncState } from '@shared/platform'
import { useCallback, useEffect, useState } from 'react'

export function useSync(sync: DesktopFeatures['sync']) {
  const [state, setState] = useState<SyncState | null>(null)

  useEffect(() => {
    let active = true
    const stop = sync.onState((next) => {
      if (active) setState(next)
    })
    void sync.state().then((first) => {
      if (active) setState((current) => current ?? first)
    })
    // Back online: what waits in the local library goes now, not at the next retry.
    const online = () => void sync.now().then((next) => active && setState(next))
    window.addEventListener('online', online)
    return () => {
      active = false
      stop()
      window.removeEventListener('online', online)
    }
  }, [sync])

  const now = useCallback(() => sync.now().then(setState), [sync])
  const resolve = useCallback(
    async (id: string, choice: ConflictChoice) => {
      const result = await sync.resolve(id, choice)
      setState(result.state)
      return result
    },
    [sync],
  )
  return { state, now, resolve }
}
