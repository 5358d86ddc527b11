// The e-mail side of accounts (spec 001 §4 "Sign-up", §9 timings), shared by the cloud, which
// sends the messages and checks the tokens, and the renderer, which shows the waits.

/** The sign-in dialog's verify view asks whether the address is confirmed this often. */
export const VERIFICATION_POLL_MS = 5_000
/** Resend waits this long after sign-up (and the forgot view's Send after a reset mail). */
export const RESEND_LOCK_AFTER_SEND_SECONDS = 60
/** … and this long after a resend. */
export const RESEND_LOCK_AFTER_RESEND_SECONDS = 20
/** The verify page switches from "verified" to its closing message after this long. */
export const VERIFIED_MESSAGE_SWITCH_MS = 3_000
/** The reset page goes home this long after the new password is saved. */
export const RESET_REDIRECT_MS = 3_000

/** How long a verification link works. */
export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60
/** How long a password-reset link works (single use). */
export const RESET_LINK_SECONDS = 60 * 60
/** How long the sign-in dialog may wait for the address to be confirmed and still sign in. */
export const PENDING_VERIFICATION_SECONDS = 24 * 60 * 60

/** Where the links in the messages lead (without the language prefix). */
export const VERIFY_ACCOUNT_PATH = '/verify-account'
export const RESET_PASSWORD_PATH = '/reset-password'
