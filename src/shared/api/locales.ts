// The interface languages. Kept apart from the zod schemas (user.ts) so the web app's first
// page, which needs the list for its URLs, does not download zod (issue 11 point 8).
export const INTERFACE_LOCALES = ['en', 'de', 'tr'] as const
export type InterfaceLocale = (typeof INTERFACE_LOCALES)[number]
