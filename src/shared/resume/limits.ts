// Storage limits shared by the editor, the cloud and the CLI. They are generous enough for any
// real resume and small enough that a hostile payload cannot bloat a library entry.

/** Longest plain field (names, titles, dates, e-mail, resume name), in characters. */
export const MAX_PLAIN_LENGTH = 500
/** Longest rich-text (HTML) field, in characters of sanitised HTML. */
export const MAX_RICH_LENGTH = 20_000
/** Most items kept in one list section. */
export const MAX_LIST_ITEMS = 200
/** Longest item id; generated ids are 36 characters. */
export const MAX_ID_LENGTH = 100
