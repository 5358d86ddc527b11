import { describe, expect, it } from 'vitest'
import { buildDocument } from '../document'
import { jobFamilyOf } from '../job-family'
import { sketchResume } from '../test-helpers'
import { jobDescriptionMatch, keywordResult } from './ats-keywords'
import { fold } from '../text'

describe('job families', () => {
  it.each([
    ['Cloud Engineer', 'cloud'],
    ['Senior Software Engineer', 'software'],
    ['Yazılım Geliştirici', 'software'],
    ['Softwareentwickler', 'software'],
    ['Registered Nurse', 'nursing'],
    ['Gesundheits- und Krankenpfleger', 'nursing'],
    ['HR Generalist', 'hr'],
    ['Mechanical Engineer', 'mechanical'],
    ['Industriemechaniker', 'industrial-mechanic'],
    ['Retail Store Manager', 'retail'],
    ['Receptionist', 'admin'],
    ['Warehouse Associate', 'warehouse'],
    ['Graphic Designer', 'design'],
    ['Build Engineer', null],
  ])('maps %s to %s', (title, family) => {
    expect(jobFamilyOf(title)?.id ?? null).toBe(family)
  })
})

describe('ATS keywords', () => {
  it('matches keywords and aliases in the text and lists the missing ones by importance', () => {
    const text = 'Microsoft Azure, PowerShell, Azure Site Recovery, Windows Server'
    const result = keywordResult(
      buildDocument({ resume: sketchResume(), text, jobTitle: 'Cloud Engineer' }),
    )
    expect(result.matched).toContain('AWS')
    expect(result.missing.slice(0, 3)).toEqual(['Terraform', 'Kubernetes', 'Docker'])
  })
  it('leaves out a missing keyword that contains a matched one', () => {
    const result = keywordResult(
      buildDocument({
        resume: sketchResume(),
        text: 'Java, Spring',
        jobTitle: 'Software Developer',
      }),
    )
    expect(result.matched).toContain('Java')
    expect(result.missing).not.toContain('JavaScript')
  })
  it('gives a job-description match rate', () => {
    const match = jobDescriptionMatch(
      fold('Terraform and Docker'),
      'We need Terraform, Docker and Kubernetes.',
    )
    expect(match.matched).toEqual(expect.arrayContaining(['Terraform', 'Docker']))
    expect(match.missing).toContain('Kubernetes')
    expect(match.matchRate).toBe(
      Math.round((match.matched.length / (match.matched.length + match.missing.length)) * 100),
    )
  })
})
