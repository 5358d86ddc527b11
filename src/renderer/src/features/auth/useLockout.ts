// A lockout that counts down in whole seconds, ticking once a second (the Resend and Send
// again waits of spec 001 §4, §9). `lock(seconds)` starts a new wait.
import { useCallback, useEffect, useState } from 'react'

interface Clock {
  until: number
  now: number
}

export function useLockout(initialSeconds: number): [number, (seconds: number) => void] {
  const [clock, setClock] = useState<Clock>(() => {
    const now = Date.now()
    return { until: now + initialSeconds * 1000, now }
  })
  const running = clock.now < clock.until
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setClock((current) => ({ ...current, now: Date.now() })), 1000)
    return () => clearInterval(timer)
  }, [running])
  const lock = useCallback((seconds: number) => {
    const now = Date.now()
    setClock({ until: now + seconds * 1000, now })
  }, [])
  return [Math.max(0, Math.ceil((clock.until - clock.now) / 1000)), lock]
}
