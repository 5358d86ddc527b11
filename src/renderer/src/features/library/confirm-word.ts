// The typed confirmation of destructive actions (spec 001 §5): the localised word, compared
// without regard to case or surrounding spaces.
export function matchesConfirmationWord(typed: string, word: string, locale: string): boolean {
  const wanted = typed.trim()
  if (wanted === '') return false
  // Turkish lower-cases I to ı, so "SIL" typed on a non-Turkish keyboard matches "sil" only
  // under the root rules; either lower-casing counts.
  return (
    wanted.toLocaleLowerCase(locale) === word.toLocaleLowerCase(locale) ||
    wanted.toLowerCase() === word.toLowerCase()
  )
}
