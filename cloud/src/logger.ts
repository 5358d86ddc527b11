import pino, { type Logger } from 'pino'
import type { LogLevel } from './config'

/** JSON lines on stdout, one per event; secrets in headers never reach them. */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: 'vitae-cloud' },
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.authorization',
      'headers.cookie',
    ],
  })
}
