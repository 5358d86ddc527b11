// Guided enhancement as pure steps (spec 000 §4 "Guided enhancement"): suggestions start
// pending; Accept writes newValue into the item (or appends a skill with an empty level for
// actionType add) and marks it accepted; Discard only marks it. The fixed resume is the original
// with every accepted suggestion applied, in order. Also the job-description match of a resume
// (issue 13 point 7), with the evaluation's keyword matcher.
import type { GuidedSuggestion } from '@shared/api'
import { jobDescriptionMatch } from '@shared/evaluation/checks/ats-keywords'
import { fold } from '@shared/evaluation/text'
import {
  addItem,
  isListSection,
  resumeToPlainText,
  updateContact,
  updateItem,
  type Contact,
  type ListSection,
  type Resume,
  type SectionItem,
} from '@shared/resume'

export type Status = GuidedSuggestion['status']

/** The resume with one suggestion applied (unknown sections or fields change nothing). */
export function applySuggestion(resume: Resume, suggestion: GuidedSuggestion): Resume {
  if (suggestion.actionType === 'add' && suggestion.section === 'skills')
    return addItem(resume, 'skills', { name: suggestion.newValue, level: '' }).resume
  if (suggestion.section === 'contact' && suggestion.field in resume.contact)
    return updateContact(resume, { [suggestion.field]: suggestion.newValue } as Partial<Contact>)
  if (isListSection(suggestion.section) && suggestion.itemId !== null)
    return updateItem(resume, suggestion.section as ListSection, suggestion.itemId, {
      [suggestion.field]: suggestion.newValue,
    } as Partial<SectionItem<ListSection>>)
  return resume
}

/** The original with the accepted suggestions applied in order. */
export function fixedResume(original: Resume, suggestions: readonly GuidedSuggestion[]): Resume {
  return suggestions
    .filter((suggestion) => suggestion.status === 'accepted')
    .reduce(applySuggestion, original)
}

export function withStatus(
  suggestions: readonly GuidedSuggestion[],
  index: number,
  status: Status,
): GuidedSuggestion[] {
  return suggestions.map((suggestion, at) =>
    at === index ? { ...suggestion, status } : suggestion,
  )
}

const SAFE_ID = /^[\w-]{1,100}$/

/** Where a suggestion's change shows in a rendered template (the DOM contract's attributes). */
export function targetSelector(suggestion: GuidedSuggestion): string | null {
  if (suggestion.section === 'contact')
    return suggestion.field === 'description' ? '[data-section="summary"]' : null
  if (suggestion.actionType === 'add') return `[data-section="${suggestion.section}"]`
  if (suggestion.itemId && SAFE_ID.test(suggestion.itemId))
    return `[data-item-id="${suggestion.itemId}"]`
  return SAFE_ID.test(suggestion.section) ? `[data-section="${suggestion.section}"]` : null
}

/** CSS marking each suggestion's place with the class of its status, inside one pane. */
export function statusStyles(
  pane: string,
  suggestions: readonly GuidedSuggestion[],
  status: Status,
  colour: string,
): string {
  return suggestions
    .filter((suggestion) => suggestion.status === status)
    .map(targetSelector)
    .filter((selector): selector is string => selector !== null)
    .map(
      (selector) =>
        `.${pane} ${selector} { outline: 2px solid ${colour}; outline-offset: 2px; background-color: ${colour}22; }`,
    )
    .join('\n')
}

/** Share (0–100) of the job description's known keywords the resume has. */
export function matchRate(resume: Resume, jobDescription: string) {
  return jobDescriptionMatch(fold(resumeToPlainText(resume)), jobDescription)
}
