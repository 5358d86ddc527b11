// The updater's state as main reports it, and what the user can ask of it.
import type { DesktopFeatures, UpdateChannel, UpdateState } from '@shared/platform'
import { useCallback, useEffect, useState } from 'react'

export function useUpdates(updates: DesktopFeatures['updates']) {
  const [state, setState] = useState<UpdateState | null>(null)

  useEffect(() => {
    let active = true
    const stop = updates.onState((next) => {
      if (active) setState(next)
    })
    void updates.state().then((first) => {
      if (active) setState((current) => current ?? first)
    })
    return () => {
      active = false
      stop()
    }
  }, [updates])

  const check = useCallback(() => updates.check().then(setState), [updates])
  const setChannel = useCallback(
    (channel: UpdateChannel) => updates.setChannel(channel).then(setState),
    [updates],
  )
  return { state, check, setChannel, restartNow: updates.restartNow }
}
