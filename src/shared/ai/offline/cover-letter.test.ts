import { describe, expect, it } from 'vitest'
import { createCoverLetter, letterPlaceholders } from '@shared/cover-letter/model'
import { createAiService } from '..'
import { englishResume } from '../test-fixtures/resumes'
import { matchingSkills, offlineCoverLetter } from './cover-letter'

const JOB = 'We need a planner with strong route planning and SAP skills to join Contoso Logistics.'

describe('offline cover letter draft', () => {
  it('builds the letter from the resume facts, with placeholders for what the resume lacks', () => {
    const draft = offlineCoverLetter({
      resume: englishResume(),
      letter: createCoverLetter(),
      jobDescription: JOB,
    })
    expect(draft.subject).toBe('Application for the [position] position')
    expect(draft.greeting).toBe("Dear [hiring manager's name],")
    expect(draft.body).toContain('Logistics Planner at Northwind Freight')
    expect(draft.body).toContain('Dispatcher at Harbor Line Transport')
    // The first lines of the latest role, as written.
    expect(draft.body).toContain('planning routes for 40 delivery vans')
    // Only the skills the job names, not the ones it does not (Excel) nor its own (SAP).
    expect(draft.body).toContain('The role asks for Route planning')
    expect(draft.body).not.toContain('Excel')
    expect(draft.body).not.toContain('SAP')
    expect(draft.body).toContain('BSc Supply Chain Management, Lakeside University')
    const placeholders = letterPlaceholders(createCoverLetter(draft))
    expect(placeholders).toEqual([
      '[position]',
      "[hiring manager's name]",
      '[company name]',
      '[why this company]',
    ])
  })

  it('uses the position and the recipient the user gave, in the letter language', () => {
    const draft = offlineCoverLetter({
      resume: englishResume(),
      letter: createCoverLetter({
        language: 'de',
        recipient: { name: 'Frau Roe', title: '', company: 'Contoso', address: '' },
      }),
      jobDescription: JOB,
      jobTitle: 'Disponent',
    })
    expect(draft.subject).toBe('Bewerbung als Disponent')
    expect(draft.body).toContain('bei Contoso')
    expect(draft.greeting).toContain('Frau Roe')
    expect(draft.closing).toBe('Mit freundlichen Grüßen')
  })

  it('matches skills as whole words only', () => {
    expect(matchingSkills(['C', 'C++', 'Java'], 'JavaScript and C++ needed')).toEqual(['C++'])
  })

  it('passes the fact guard untouched through the AI interface, debiting nothing itself', async () => {
    const ai = createAiService()
    const answer = await ai.draftCoverLetter({
      resume: englishResume(),
      letter: createCoverLetter(),
      jobDescription: JOB,
    })
    expect(answer.engine).toBe('offline')
    expect(answer.result.removedFacts).toEqual([])
    expect(answer.result.body).toBe(
      offlineCoverLetter({
        resume: englishResume(),
        letter: createCoverLetter(),
        jobDescription: JOB,
      }).body,
    )
    expect(answer.result.placeholders).toContain('[company name]')
  })
})
