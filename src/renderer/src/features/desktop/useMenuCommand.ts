// Runs `run` when the desktop's native menu sends `command` (nothing on the web). The handler may
// change between renders; the subscription does not.
import { platform } from '@platform'
import type { DesktopCommand } from '@shared/platform'
import { useEffect, useRef } from 'react'

export function useMenuCommand(command: DesktopCommand, run: () => void): void {
  const latest = useRef(run)
  useEffect(() => {
    latest.current = run
  })
  useEffect(
    () =>
      platform.desktop?.onCommand((sent) => {
        if (sent === command) latest.current()
      }),
    [command],
  )
}
