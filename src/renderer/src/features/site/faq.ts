// The eleven FAQ entries (spec 001 §2.12, §9): the FAQ page lists and searches all of them, the
// home page shows the first five. The texts are in site.json (bundled: the home page needs
// them at once); the one answer that quotes prices takes them from the plan table, which only
// the FAQ page loads (see plan-prices.ts), so the home page never carries the plan table.
import type { TFunction } from 'i18next'

export const FAQ_IDS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10', 'q11'] as const
export type FaqId = (typeof FAQ_IDS)[number]

/** How many the home page shows (spec 001 §9). */
export const HOME_FAQ_COUNT = 5

export interface FaqEntry {
  id: FaqId
  question: string
  answer: string
}

/** Values for the answers' placeholders (the prices of the plan table). */
export interface FaqValues {
  intro?: string
  introDays?: string
  monthly?: string
  quarterly?: string
}

export function faqEntries(t: TFunction, values: FaqValues = {}): FaqEntry[] {
  return FAQ_IDS.map((id) => ({
    id,
    question: t(`faq.${id}.q`),
    answer: t(`faq.${id}.a`, { ...values }),
  }))
}
