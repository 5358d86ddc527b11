// content.misssingQuatifyingImpactLines: fewer than a fifth of the experience bullets carry a
// number (count, percentage, amount, time). The findings point at the bullets without one.
import type { Check } from '../check'
import { finding } from '../check'
import type { Segment } from '../document'
import { firstWords } from '../text'

/** Below this share of bullets with a number, the check fires. */
export const QUANTIFIED_SHARE = 0.2

const NUMBER_WORDS =
  /\d|%|[$€£₺]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundred|hundreds|thousand|thousands|million|millions|dozen|dozens|double|doubled|tripled|half|zwei|drei|vier|fünf|sechs|zehn|hundert|tausend|Million|Millionen|iki|üç|dört|beş|on|yüz|bin|milyon)\b/iu

export function isQuantified(text: string): boolean {
  return NUMBER_WORDS.test(text)
}

export function experienceBullets(segments: readonly Segment[]): Segment[] {
  return segments.filter(
    (segment) =>
      segment.kind === 'bullet' &&
      (segment.section === 'experiences' || segment.section === 'text'),
  )
}

export const quantifiedImpactCheck: Check = {
  id: 'misssingQuatifyingImpactLines',
  category: 'content',
  run(doc) {
    const bullets = experienceBullets(doc.segments)
    if (bullets.length === 0) return []
    const unquantified = bullets.filter((bullet) => !isQuantified(bullet.text))
    if ((bullets.length - unquantified.length) / bullets.length >= QUANTIFIED_SHARE) return []
    return unquantified.map((bullet) =>
      finding(
        'misssingQuatifyingImpactLines',
        firstWords(bullet.text, 8),
        bullet,
        'Add a number that shows the result: how many, how much, how fast, by what percentage.',
      ),
    )
  },
}
