// The wording of every refusal (spec 000 §6, 001 §6): Free and Onhold are told what the plan
// lacks and to upgrade; Premium out of credits is told to wait for the next period or contact
// support. The clients show their own localised text per error id and use this message as the
// fallback (and the CLI and API users read it as is).
import type { CreditKind, EntitlementAction, EffectivePlan, GateRefusal } from '@shared/plans'

const ACTION_NOUN: Record<EntitlementAction, string> = {
  createResume: 'More resumes',
  useResume: 'Working on more than one resume',
  template: 'This template',
  colour: 'This colour',
  download: 'Downloading a PDF',
  import: 'Importing more resumes',
  detailedEvaluation: 'The detailed evaluation',
  enhance: 'AI enhancement',
  translate: 'Translation',
  guidedStep: 'Guided enhancement beyond the first steps',
  shareResume: 'Sharing a resume as a public link',
  createCoverLetter: 'More cover letters',
}

const CREDIT_NOUN: Record<CreditKind, string> = {
  evaluation: 'evaluations',
  enhance: 'AI enhancements',
  translate: 'translations',
  import: 'resume imports',
  download: 'downloads',
}

export function refusalMessage(
  action: EntitlementAction,
  refusal: GateRefusal,
  effective: EffectivePlan,
  periodEnd: string | null,
): string {
  switch (refusal.reason) {
    case 'premium_required':
      if (action === 'useResume')
        return 'Your plan includes one resume: only the first in your library can be edited, duplicated, translated or downloaded. Upgrade to Premium to use all of them.'
      if (action === 'createResume')
        return 'Your plan includes one resume. Upgrade to Premium to create up to 10.'
      if (action === 'createCoverLetter')
        return 'Your plan includes one cover letter. Upgrade to Premium to write up to 20.'
      return `${ACTION_NOUN[action]} is part of the Premium plan; upgrade to Premium to use it.`
    case 'resume_limit_reached':
      return `You have ${refusal.limit} resumes, the most a plan allows. Delete one to make room.`
    case 'cover_letter_limit_reached':
      return `You have ${refusal.limit} cover letters, the most a plan allows. Delete one to make room.`
    case 'not_enough_credits': {
      const noun = CREDIT_NOUN[refusal.credit]
      if (effective.tier === 'premium') {
        const when = periodEnd ? ` on ${periodEnd.slice(0, 10)}` : ' at the start of next month'
        return `You have used all ${noun} of this period. They renew${when}; contact support if you need more now.`
      }
      return `You have used all your free ${noun}. Upgrade to Premium for more.`
    }
  }
}
