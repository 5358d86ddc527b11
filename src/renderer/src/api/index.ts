// The app's one API client, bound to this build's platform.
import { platform } from '@platform'
import { createApi } from './endpoints'
import { createHttpClient } from './http'

export const http = createHttpClient(platform, (input, init) => fetch(input, init))
export const api = createApi(http, platform)

export type { Api, SignInOutcome } from './endpoints'
export { ApiError, CLIENT_ERROR_IDS } from './http'
export { TwoFactorRequired } from './endpoints'
