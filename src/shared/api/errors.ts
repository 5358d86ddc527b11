/** The one error body every cloud route answers with. `id` is stable and machine-readable. */
export interface ApiErrorBody {
  error: {
    id: string
    message: string
    /** Field-level problems of a rejected request, when there are any. */
    issues?: { path: string; message: string }[]
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false
  const error = (value as { error?: unknown }).error
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { id?: unknown }).id === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  )
}
