// Account limits, defined once: the cloud validates with them (src/shared/api/session.ts, the
// better-auth configuration and its hooks) and the renderer's forms show them.
export const PASSWORD_MIN_LENGTH = 8
/** Long enough for any passphrase; bounds the hashing work one request can ask for. */
export const PASSWORD_MAX_LENGTH = 128
/** First name and last name, each. */
export const NAME_MAX_LENGTH = 100
/** The account's display name: "first last", or the e-mail address's local part. */
export const DISPLAY_NAME_MAX_LENGTH = 2 * NAME_MAX_LENGTH + 1
/** Profile picture address (http(s) only; see the user hooks of cloud/src/auth). */
export const IMAGE_URL_MAX_LENGTH = 2048
