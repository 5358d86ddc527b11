// The import overlay's counter and tips (spec 000 §4 "Import"): the percentage rises by 1 every
// 100 ms and stops at 99 until the resume is ready; the tip changes every 5 s. Both are derived
// from the time since the import started, so a slow tab never makes the counter run fast.
import { useEffect, useState } from 'react'

export const PROGRESS_STEP_MS = 100
export const PROGRESS_CAP = 99
export const TIP_INTERVAL_MS = 5000

/** Percent and tip index after `elapsed` ms; the first tip is picked by `seed`. */
export function progressAt(
  elapsed: number,
  tipCount: number,
  seed = 0,
): { percent: number; tip: number } {
  const time = Math.max(0, elapsed)
  const percent = Math.min(PROGRESS_CAP, Math.floor(time / PROGRESS_STEP_MS))
  const tip = tipCount > 0 ? (seed + Math.floor(time / TIP_INTERVAL_MS)) % tipCount : 0
  return { percent, tip }
}

/** `startedAt` is when the import began (Date.now()), or null while idle. */
export function useImportProgress(
  startedAt: number | null,
  tipCount: number,
): { percent: number; tip: number } {
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (startedAt === null) return
    const ticker = setInterval(() => setNow(Date.now()), PROGRESS_STEP_MS)
    return () => clearInterval(ticker)
  }, [startedAt])

  if (startedAt === null) return { percent: 0, tip: 0 }
  // The first tip varies from one import to the next.
  return progressAt(now - startedAt, tipCount, startedAt % Math.max(1, tipCount))
}
