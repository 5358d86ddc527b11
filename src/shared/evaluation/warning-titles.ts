// Titles of the warning categories shown in the result panel. A category the interface does not
// know (a newer cloud, an LLM's own category) falls back to "Issue detected" (spec 000 §8).
export const KNOWN_WARNING_CATEGORIES = {
  typos: 'Typos',
  passiveVoice: 'Passive voice',
  weakVerbs: 'Weak verbs',
  repetitiveWords: 'Repetitive words',
  exaggerations: 'Exaggerations',
  excessivePersonalInfo: 'Excessive personal information',
  missingImportantInfo: 'Missing important information',
  negativePhrasingPatterns: 'Negative phrasing',
  unprofessionalLanguage: 'Unprofessional language',
  grammarProblems: 'Grammar problems',
  longBulletPoints: 'Long bullet points',
  missingActionVerbs: 'Missing action verbs',
  misssingQuatifyingImpactLines: 'Missing quantified impact',
  resumeDesignProblems: 'Resume design problems',
  spellingProblems: 'Spelling problems',
  usefulLinks: 'Useful links',
  complexFormattingDetected: 'Complex formatting',
  excessiveSpeicalChars: 'Excessive special characters',
  missingSections: 'Missing sections',
  resumeLength: 'Resume length',
  atsMissingKeywords: 'Missing ATS keywords',
  notEnoughSkills: 'Not enough skills',
} as const

export const ISSUE_DETECTED = 'Issue detected'

export function warningTitle(category: string): string {
  return (KNOWN_WARNING_CATEGORIES as Record<string, string>)[category] ?? ISSUE_DETECTED
}
