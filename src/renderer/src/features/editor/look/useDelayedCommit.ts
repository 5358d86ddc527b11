// A choice shown at once and committed after a delay, keeping only the last of rapid changes
// (spec 000 §4 "Template change": committed after 500 ms). A choice still waiting when the
// control goes away (the picker closes) is committed then, so it is never lost.
import { useCallback, useEffect, useRef } from 'react'

export function useDelayedCommit<T>(commit: (value: T) => void, delay: number) {
  const latest = useRef(commit)
  const pending = useRef<{ value: T } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    latest.current = commit
  }, [commit])

  const flush = useCallback(() => {
    clearTimeout(timer.current)
    const waiting = pending.current
    pending.current = null
    if (waiting) latest.current(waiting.value)
  }, [])

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value }
      clearTimeout(timer.current)
      timer.current = setTimeout(flush, delay)
    },
    [delay, flush],
  )

  useEffect(() => flush, [flush])

  return { schedule, flush }
}
