// content.longBulletPoints: a bullet of 40 or more words is skimmed over; each is labelled by its
// first words.
import type { Check } from '../check'
import { finding } from '../check'
import { firstWords, wordCount } from '../text'

export const LONG_BULLET_WORDS = 40

export const longBulletsCheck: Check = {
  id: 'longBulletPoints',
  category: 'content',
  run(doc) {
    return doc.segments
      .filter(
        (segment) => segment.kind === 'bullet' && wordCount(segment.text) >= LONG_BULLET_WORDS,
      )
      .map((segment) =>
        finding(
          'longBulletPoints',
          firstWords(segment.text, 12),
          segment,
          `This bullet has ${wordCount(segment.text)} words; split it or cut it to one result in under 30 words.`,
        ),
      )
  },
}
