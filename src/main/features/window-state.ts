// The main window opens where the user left it: same size and place, maximised if it was, but
// always on a screen that is still there (a monitor may have been unplugged since).
import type { BrowserWindow, Rectangle } from 'electron'
import type { WindowState } from './settings'

export const DEFAULT_SIZE = { width: 1280, height: 840 }
/** How much of the title bar must be on a screen for the window to be reachable. */
const MIN_VISIBLE = 64

export type InitialBounds =
  { width: number; height: number } | { x: number; y: number; width: number; height: number }

/** Where to open the window given what was saved and the screens' work areas now. */
export function initialBounds(
  saved: WindowState | null,
  workAreas: readonly Rectangle[],
): InitialBounds {
  if (!saved) return DEFAULT_SIZE
  const { x, y, width, height } = saved.bounds
  const reachable = workAreas.some(
    (area) =>
      x + width - MIN_VISIBLE >= area.x &&
      x + MIN_VISIBLE <= area.x + area.width &&
      y >= area.y &&
      y + MIN_VISIBLE <= area.y + area.height,
  )
  return reachable ? { x, y, width, height } : { width, height }
}

/** The part of a window tracking needs; tests pass a fake. */
export type TrackedWindow = Pick<
  BrowserWindow,
  'on' | 'getNormalBounds' | 'isMaximized' | 'isDestroyed' | 'maximize'
>

/**
 * Saves the window's normal (unmaximised) bounds and whether it is maximised: after moves and
 * resizes settle, and at once when the window closes.
 */
export function trackWindowState(
  window: TrackedWindow,
  save: (state: WindowState) => void,
  settleMs = 500,
): void {
  let timer: NodeJS.Timeout | null = null
  const capture = () => {
    if (timer) clearTimeout(timer)
    timer = null
    if (window.isDestroyed()) return
    save({ bounds: window.getNormalBounds(), maximized: window.isMaximized() })
  }
  const later = () => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(capture, settleMs)
  }
  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) {
    window.on(event as 'resize', later)
  }
  window.on('close', capture)
}
