// One shape for values that SQLite and PostgreSQL return differently.
import type { BooleanColumn, TimestampColumn } from './schema'

export function toBoolean(value: BooleanColumn): boolean {
  return value === true || value === 1
}

export function toIsoString(value: TimestampColumn): string {
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

/** What to write into a timestamp column: ISO text, which both databases accept. */
export function nowTimestamp(): string {
  return new Date().toISOString()
}
