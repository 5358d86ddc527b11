// What to tell the user about a failed call: the interface's own words for the errors every
// screen can meet, otherwise the server's message (already written for people).
import type { TFunction } from 'i18next'
import { ApiError, CLIENT_ERROR_IDS } from './http'

export function errorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.unexpected')
  if (error.id === CLIENT_ERROR_IDS.network) return t('errors.network')
  if (error.id === CLIENT_ERROR_IDS.badResponse) return t('errors.badResponse')
  if (error.id === 'invalid_credentials') return t('auth.errors.invalidCredentials')
  if (error.id === 'rate_limited') return t('errors.rateLimited')
  if (error.id === 'server_busy' || error.id === 'work_timeout') return t('errors.busy')
  if (error.id === 'evaluation_too_large' || error.id === 'payload_too_large')
    return t('errors.tooLarge')
  if (error.status >= 500) return t('errors.server')
  return error.message || t('errors.unexpected')
}
