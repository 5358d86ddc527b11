// The evaluation engine: runs every check on a resume, scores the five categories and the
// overall result, deterministically and offline (the same resume always gets the same result).
import type { Evaluation, EvaluationResponse, Finding } from '@shared/api/evaluation'
import { overallScore, scoreBand } from './bands'
import type { Check, CheckCategory, CheckContext } from './check'
import { actionVerbsCheck } from './checks/action-verbs'
import { keywordResult } from './checks/ats-keywords'
import { complexFormattingCheck } from './checks/complex-formatting'
import { designProblemsCheck } from './checks/design-problems'
import { exaggerationsCheck } from './checks/exaggerations'
import { grammarCheck } from './checks/grammar'
import { longBulletsCheck } from './checks/long-bullets'
import { missingInfoCheck } from './checks/missing-info'
import { missingSectionsCheck } from './checks/missing-sections'
import { negativePhrasingCheck } from './checks/negative-phrasing'
import { passiveVoiceCheck } from './checks/passive-voice'
import { personalInfoCheck } from './checks/personal-info'
import { quantifiedImpactCheck } from './checks/quantified-impact'
import { repetitiveWordsCheck } from './checks/repetitive-words'
import { resumeLength } from './checks/resume-length'
import { specialCharsCheck } from './checks/special-chars'
import { spellingConsistencyCheck } from './checks/spelling-consistency'
import { typosCheck } from './checks/typos'
import { unprofessionalLanguageCheck } from './checks/unprofessional-language'
import { usefulLinksCheck } from './checks/useful-links'
import { weakVerbsCheck } from './checks/weak-verbs'
import { buildDocument, type EvalDocument, type EvaluationInput } from './document'
import { sectionsEvaluation } from './sections'
import { textUnits } from './text-units'

/** The finding-list checks, in the order the result lists them. */
export const CHECKS: readonly Check[] = [
  typosCheck,
  passiveVoiceCheck,
  weakVerbsCheck,
  repetitiveWordsCheck,
  exaggerationsCheck,
  personalInfoCheck,
  missingInfoCheck,
  negativePhrasingCheck,
  unprofessionalLanguageCheck,
  grammarCheck,
  longBulletsCheck,
  actionVerbsCheck,
  quantifiedImpactCheck,
  designProblemsCheck,
  spellingConsistencyCheck,
  usefulLinksCheck,
  complexFormattingCheck,
  specialCharsCheck,
  missingSectionsCheck,
]

/** Points a category loses per finding of a check, and the most it can lose to that check. */
const PENALTIES: Record<string, { each: number; max: number }> = {
  typos: { each: 8, max: 32 },
  passiveVoice: { each: 5, max: 20 },
  weakVerbs: { each: 5, max: 20 },
  repetitiveWords: { each: 5, max: 15 },
  exaggerations: { each: 5, max: 15 },
  excessivePersonalInfo: { each: 6, max: 24 },
  missingImportantInfo: { each: 12, max: 36 },
  negativePhrasingPatterns: { each: 8, max: 24 },
  unprofessionalLanguage: { each: 8, max: 24 },
  grammarProblems: { each: 5, max: 20 },
  longBulletPoints: { each: 8, max: 24 },
  missingActionVerbs: { each: 3, max: 15 },
  misssingQuatifyingImpactLines: { each: 25, max: 25 },
  resumeDesignProblems: { each: 8, max: 24 },
  spellingProblems: { each: 5, max: 15 },
  usefulLinks: { each: 5, max: 10 },
  complexFormattingDetected: { each: 8, max: 24 },
  excessiveSpeicalChars: { each: 20, max: 20 },
  missingSections: { each: 20, max: 60 },
  resumeLength: { each: 25, max: 25 },
  notEnoughSkills: { each: 15, max: 15 },
}

/** Every check skipped on this resume's language and why. */
function skippedChecks(
  doc: EvalDocument,
  context: CheckContext,
): { check: string; reason: string }[] {
  const skipped: { check: string; reason: string }[] = []
  for (const check of CHECKS) {
    if (check.needsDictionary && !context.speller) {
      skipped.push({
        check: check.id,
        reason: `No spelling dictionary for language "${doc.language}".`,
      })
    } else if (check.languages && !check.languages.includes(doc.language)) {
      skipped.push({ check: check.id, reason: `No word lists for language "${doc.language}" yet.` })
    }
  }
  return skipped
}

function categoryScore(
  findings: readonly Finding[],
  category: CheckCategory,
  extra: Record<string, number> = {},
): number {
  const counts = new Map<string, number>(Object.entries(extra))
  for (const item of findings) {
    const check = CHECKS.find((candidate) => candidate.id === item.check)
    if (check?.category !== category) continue
    counts.set(item.check, (counts.get(item.check) ?? 0) + 1)
  }
  let score = 100
  for (const [check, times] of counts) {
    const penalty = PENALTIES[check]
    if (penalty && times > 0) score -= Math.min(penalty.max, penalty.each * times)
  }
  return Math.max(0, Math.round(score))
}

const ofCheck = (findings: readonly Finding[], check: string): Finding[] =>
  findings.filter((item) => item.check === check)

/** Fewer skills than this are "not enough" for an ATS to match on. */
export const MIN_SKILLS = 5

/** Skills printed under a skills heading (comma-, bullet- or line-separated). */
function printedSkillCount(doc: EvalDocument): number {
  return textUnits(doc.lines)
    .filter((unit) => unit.section === 'skills')
    .flatMap((unit) => unit.text.split(/[,;•·|]/))
    .filter((part) => part.trim().length > 1).length
}

/** Runs every check on a prepared document. */
export function evaluateDocument(doc: EvalDocument, context: CheckContext): Evaluation {
  const skipped = skippedChecks(doc, context)
  const skippedIds = new Set(skipped.map((entry) => entry.check))
  const findings = CHECKS.filter((check) => !skippedIds.has(check.id)).flatMap((check) =>
    check.run(doc, context),
  )
  const keywords = keywordResult(doc)
  const skillCount = Math.max(doc.resume?.skills.length ?? 0, printedSkillCount(doc))
  const notEnoughSkills = skillCount < MIN_SKILLS
  const length = resumeLength(doc)
  const sections = sectionsEvaluation(
    doc,
    findings,
    { matched: keywords.matched.length, missing: keywords.missing.length },
    skillCount,
  )
  const keywordShare =
    keywords.family === null
      ? 1
      : keywords.matched.length / Math.max(1, keywords.family.keywords.length)
  const skillsScore = Math.max(
    0,
    Math.round(40 + 60 * Math.min(1, keywordShare / 0.7)) -
      (notEnoughSkills ? PENALTIES.notEnoughSkills!.each : 0),
  )
  return {
    redFlags: {
      exaggerations: ofCheck(findings, 'exaggerations'),
      excessivePersonalInfo: ofCheck(findings, 'excessivePersonalInfo'),
      missingImportantInfo: ofCheck(findings, 'missingImportantInfo'),
      negativePhrasingPatterns: ofCheck(findings, 'negativePhrasingPatterns'),
      passiveVoice: ofCheck(findings, 'passiveVoice'),
      repetitiveWords: ofCheck(findings, 'repetitiveWords'),
      typos: ofCheck(findings, 'typos'),
      unprofessionalLanguage: ofCheck(findings, 'unprofessionalLanguage'),
      weakVerbs: ofCheck(findings, 'weakVerbs'),
      score: categoryScore(findings, 'redFlags'),
    },
    skills: {
      atsMatchedKeywords: keywords.matched,
      atsMissingKeywords: keywords.missing,
      notEnoughSkills,
      ...(keywords.jobDescription ? { jobDescriptionMatch: keywords.jobDescription } : {}),
      jobFamily: keywords.family?.id ?? null,
      score: skillsScore,
    },
    content: {
      grammarProblems: ofCheck(findings, 'grammarProblems'),
      longBulletPoints: ofCheck(findings, 'longBulletPoints'),
      missingActionVerbs: ofCheck(findings, 'missingActionVerbs'),
      misssingQuatifyingImpactLines: ofCheck(findings, 'misssingQuatifyingImpactLines').length > 0,
      resumeDesignProblems: ofCheck(findings, 'resumeDesignProblems'),
      spellingProblems: ofCheck(findings, 'spellingProblems'),
      usefulLinks: ofCheck(findings, 'usefulLinks'),
      score: categoryScore(findings, 'content', {
        misssingQuatifyingImpactLines:
          ofCheck(findings, 'misssingQuatifyingImpactLines').length > 0 ? 1 : 0,
      }),
    },
    structure: {
      complexFormattingDetected: ofCheck(findings, 'complexFormattingDetected').length > 0,
      excessiveSpeicalChars: ofCheck(findings, 'excessiveSpeicalChars').length > 0,
      missingSections: ofCheck(findings, 'missingSections'),
      resumeLength: length,
      score: categoryScore(findings, 'structure', {
        resumeLength: length.verdict === 'ok' ? 0 : 1,
      }),
    },
    sections,
    findings,
    skippedChecks: skipped,
    language: doc.language,
  }
}

/** One sentence on the overall result, by band. */
export function evaluationText(score: number): string {
  const { label } = scoreBand(score)
  return `${label}: your resume scores ${score} out of 100.`
}

export interface EvaluateOptions {
  /** The speller for the resume's language; null or absent skips the typo check. */
  speller?: CheckContext['speller']
  level?: EvaluationResponse['level']
}

/** The whole response: overall score, text, section scores and the evaluation. */
export function evaluate(
  input: EvaluationInput,
  options: EvaluateOptions = {},
): EvaluationResponse {
  const doc = buildDocument(input)
  const evaluation = evaluateDocument(doc, { speller: options.speller ?? null })
  const score = overallScore([
    evaluation.redFlags.score,
    evaluation.skills.score,
    evaluation.content.score,
    evaluation.structure.score,
    evaluation.sections.score,
  ])
  return {
    score,
    evaluationText: evaluationText(score),
    sectionScores: evaluation.sections.sections,
    evaluation,
    level: options.level ?? 'detailed',
  }
}
