// Plain text for single-line fields (names, titles, places), apart from html.ts so that code
// needing only this (account names, forms) does not pull in sanitize-html.
export interface PlainTextOptions {
  /**
   * Trim leading and trailing whitespace. Off by default because inputs are sanitised while the
   * user types, and trimming then would eat the space before the next word. Turn it on when a
   * value is committed or imported.
   */
  trim?: boolean
}

// Anything shaped like a tag or comment; a lone "<" as in "C<3" or "a < b" stays.
const TAG_LIKE = /<\/?[a-z!?][^<>]*>/gi
// Line breaks and tabs become spaces: plain fields are single-line.
const LINE_BREAKS = /[\t\n\r\u2028\u2029]+/g
// C0/C1 control characters and bidi overrides, which can disguise text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

// Enough for any honest text; past it the input is built to rebuild tags (see below).
const MAX_PASSES = 8

function stripOnce(text: string): string {
  return text.replace(TAG_LIKE, '').replace(LINE_BREAKS, ' ').replace(CONTROL, '')
}

/**
 * Plain text for single-line fields: no tags, no control characters, no line breaks.
 *
 * Removing a tag (or a control character) can join its neighbours into a new one:
 * `<scr<script>ipt>` is `<script>` once the inner tag is gone (finding L-3). So the steps repeat
 * until nothing changes, and the result never holds tag-shaped text. Each pass is linear; text
 * still changing after MAX_PASSES is nested on purpose, and loses every `<` and `>` instead.
 */
export function sanitizePlainText(text: string, options: PlainTextOptions = {}): string {
  let clean = text
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = stripOnce(clean)
    if (next === clean) break
    clean = next
  }
  TAG_LIKE.lastIndex = 0
  if (TAG_LIKE.test(clean)) clean = stripOnce(clean.replace(/[<>]/g, ''))
  return options.trim ? clean.trim() : clean
}
