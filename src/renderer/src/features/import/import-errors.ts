// What to tell the user when an import fails, in the interface language: the parser's codes
// (raised here in the app or by the cloud as import_<code>), no credit left (402), or the
// generic API messages.
import { IMPORT_ERROR_CODES, isImportError, type ImportErrorCode } from '@shared/pdf'
import type { TFunction } from 'i18next'
import { ApiError } from '../../api'
import { errorMessage } from '../../api/messages'

function codeOf(error: unknown): ImportErrorCode | null {
  if (isImportError(error)) return error.code
  if (error instanceof ApiError && error.id.startsWith('import_')) {
    const code = error.id.slice('import_'.length)
    return (IMPORT_ERROR_CODES as readonly string[]).includes(code)
      ? (code as ImportErrorCode)
      : null
  }
  return null
}

export function importErrorMessage(error: unknown, t: TFunction): string {
  const code = codeOf(error)
  if (code) return t(`importPage.errors.${code}`)
  if (error instanceof ApiError && error.status === 402) return t('importPage.errors.noCredits')
  return errorMessage(error, t)
}
