// Score bands, colours and labels (spec 000 §9) and the overall score's cap.

export type BandLabel = 'Poor' | 'Fair' | 'Average' | 'Good' | 'Excellent'

export interface Band {
  label: BandLabel
  /** The band colour, as the score circle draws it. */
  color: string
}

const BANDS: readonly { min: number; band: Band }[] = [
  { min: 80, band: { label: 'Excellent', color: '#2e7d32' } },
  { min: 60, band: { label: 'Good', color: '#8bc34a' } },
  { min: 40, band: { label: 'Average', color: '#ffb300' } },
  { min: 20, band: { label: 'Fair', color: '#fb8c00' } },
  { min: 0, band: { label: 'Poor', color: '#e53935' } },
]

/** 0–19 red Poor, 20–39 orange Fair, 40–59 amber Average, 60–79 light green Good, 80+ green Excellent. */
export function scoreBand(score: number): Band {
  return (BANDS.find((entry) => score >= entry.min) ?? BANDS[BANDS.length - 1]!).band
}

/** The score circle's circumference (spec 000 §9). */
export const SCORE_CIRCUMFERENCE = 283

/**
 * The overall score: the average of the category scores, capped at 40 when any category is 20
 * or less, at 60 when any is 40 or less, at 80 when any is 60 or less (spec 000 §9).
 */
export function overallScore(categoryScores: readonly number[]): number {
  if (categoryScores.length === 0) return 0
  const average = categoryScores.reduce((sum, score) => sum + score, 0) / categoryScores.length
  const weakest = Math.min(...categoryScores)
  const cap = weakest <= 20 ? 40 : weakest <= 40 ? 60 : weakest <= 60 ? 80 : 100
  return Math.round(Math.min(average, cap))
}

/** Raw section maxima and multipliers to 100 (spec 000 §9), in SCORED_SECTIONS order. */
export const SECTION_SCALES = {
  'Personal Information': { max: 10, multiplier: 10 },
  Education: { max: 15, multiplier: 6.666667 },
  Experience: { max: 35, multiplier: 2.85714 },
  Skills: { max: 25, multiplier: 4 },
  'Additional Information': { max: 15, multiplier: 6.666667 },
} as const

/**
 * A raw section score rescaled to 100 with one decimal. Raw scores above the section's maximum
 * are taken to be out of 100 already (spec 000 §9).
 */
export function rescaleSectionScore(section: keyof typeof SECTION_SCALES, raw: number): number {
  const { max, multiplier } = SECTION_SCALES[section]
  const scaled = raw > max ? raw : raw * multiplier
  return Math.round(Math.min(100, Math.max(0, scaled)) * 10) / 10
}
