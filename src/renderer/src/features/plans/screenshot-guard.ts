// The preview blur of spec 000 §2: while a screenshot is likely (a screenshot shortcut, or the
// pointer leaving the page for a capture tool) the editor's preview is blurred for users whose
// plan does not include the download, and it clears on the next interaction. It protects the
// paid download only: never with billing off, never for Premium or a plan with downloads left,
// and only the preview: the form the user types in is never covered.
import type { EffectivePlan } from '@shared/plans'
import type { PlanSummary } from '@shared/api'
import { useEffect, useState } from 'react'

export interface KeyLike {
  key: string
  code?: string
  metaKey: boolean
  shiftKey: boolean
  ctrlKey?: boolean
}

/** PrintScreen; Cmd+Shift+3/4/5 (macOS); Win+Shift+S (Windows snipping). */
export function isScreenshotShortcut(event: KeyLike): boolean {
  if (event.key === 'PrintScreen' || event.code === 'PrintScreen') return true
  if (!event.metaKey || !event.shiftKey) return false
  const key = event.key.toLowerCase()
  const code = event.code ?? ''
  return (
    ['3', '4', '5', '#', '$', '%', 's'].includes(key) ||
    ['Digit3', 'Digit4', 'Digit5', 'KeyS'].includes(code)
  )
}

/** Whether the blur applies at all: the plan has no download (Free, Onhold), billing is on. */
export function guardsPreview(effective: EffectivePlan | null, plan: PlanSummary | null): boolean {
  if (!effective || effective.billingOff || effective.tier === 'premium') return false
  const download = plan?.credits.download
  if (!download) return false
  return download.remaining !== null && download.remaining <= 0
}

/** True while the preview should be blurred. */
export function useScreenshotGuard(enabled: boolean): boolean {
  const [blurred, setBlurred] = useState(false)
  useEffect(() => {
    if (!enabled) return
    const onKey = (event: KeyboardEvent) => {
      if (isScreenshotShortcut(event)) setBlurred(true)
      else if (event.type === 'keydown') setBlurred(false)
    }
    const clear = () => setBlurred(false)
    // The pointer leaving the page (for a capture tool's crosshair or window picker).
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget === null) setBlurred(true)
    }
    window.addEventListener('keydown', onKey, true)
    window.addEventListener('keyup', onKey, true)
    window.addEventListener('pointerdown', clear, true)
    document.documentElement.addEventListener('mouseleave', onLeave)
    document.documentElement.addEventListener('mouseenter', clear)
    return () => {
      window.removeEventListener('keydown', onKey, true)
      window.removeEventListener('keyup', onKey, true)
      window.removeEventListener('pointerdown', clear, true)
      document.documentElement.removeEventListener('mouseleave', onLeave)
      document.documentElement.removeEventListener('mouseenter', clear)
    }
  }, [enabled])
  return enabled && blurred
}
