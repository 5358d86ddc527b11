// A check that reports phrases of a per-language list found in the prose.
import type { Check, CheckCategory } from '../check'
import { phraseFindings, proseSegments } from '../check'
import type { PhraseLists } from '../data/phrases'
import { phraseRegExp } from '../text'

export function phraseCheck(props: {
  id: string
  category: CheckCategory
  lists: PhraseLists
  suggest: (match: string, language: string) => string
}): Check {
  const patterns = new Map<string, RegExp>()
  const patternFor = (language: string): RegExp | null => {
    const list = props.lists[language]
    if (!list) return null
    let pattern = patterns.get(language)
    if (!pattern) {
      pattern = phraseRegExp(list)
      patterns.set(language, pattern)
    }
    return pattern
  }
  return {
    id: props.id,
    category: props.category,
    languages: Object.keys(props.lists),
    run(doc) {
      const pattern = patternFor(doc.language)
      if (!pattern) return []
      return phraseFindings(props.id, proseSegments(doc), pattern, (match) =>
        props.suggest(match, doc.language),
      )
    },
  }
}
