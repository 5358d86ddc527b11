// The editor's "ATS view": asks the cloud to print and read back the resume, then says per field
// in words whether an ATS reads it as written; a failure says why and offers to try again.
import type { AtsViewResponse } from '@shared/api'
import { completeResume } from '@shared/resume/test-fixtures/resume'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError } from '../../api'
import type * as ApiModule from '../../api'
import { AtsReadButton, AtsViewButton } from './AtsView'

vi.mock('../../api', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiModule>()
  return { ...actual, api: { export: { ats: vi.fn() } } }
})

const ats = vi.mocked(api.export.ats)

const answer = (rows: AtsViewResponse['rows']): AtsViewResponse => ({
  read: completeResume(),
  rows,
  score: rows.filter((row) => row.status === 'same').length / rows.length,
  pages: 1,
})

describe('ATS view', () => {
  beforeEach(() => ats.mockReset())

  it('sends the resume and shows each field’s result in words', async () => {
    const resume = completeResume()
    ats.mockResolvedValue(
      answer([
        {
          section: 'contact',
          item: null,
          field: 'email',
          written: 'a@b.org',
          read: 'a@b.org',
          status: 'same',
        },
        {
          section: 'experiences',
          item: 0,
          field: 'company',
          written: 'Acme',
          read: 'Acme, Leeds',
          status: 'different',
        },
        {
          section: 'certifications',
          item: 0,
          field: 'course',
          written: 'AWS',
          read: '',
          status: 'missing',
        },
      ]),
    )
    render(<AtsViewButton resume={resume} />)
    await userEvent.click(screen.getByRole('button', { name: 'ATS view' }))
    expect(ats).toHaveBeenCalledWith({ cvData: resume })
    const dialog = await screen.findByRole('dialog', {
      name: 'What an applicant tracking system reads',
    })
    expect(
      await within(dialog).findByText(/1 of 3 fields are read as you wrote them \(33 %\)/),
    ).toBeTruthy()
    expect(within(dialog).getByText(/Check the 2 fields marked below/)).toBeTruthy()
    const rows = within(dialog).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      'E-maila@b.orga@b.orgAs written',
      'Work experience 1: CompanyAcmeAcme, LeedsRead differently',
      'Certificates and courses 1: Certificate or courseAWSnot foundNot found',
    ])
  })

  it('says why it failed and tries again', async () => {
    ats.mockRejectedValueOnce(new ApiError(503, 'pdf_renderer_unavailable', 'down'))
    ats.mockResolvedValueOnce(
      answer([
        { section: 'contact', item: null, field: 'email', written: 'a', read: 'a', status: 'same' },
      ]),
    )
    render(<AtsViewButton resume={completeResume()} />)
    await userEvent.click(screen.getByRole('button', { name: 'ATS view' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/The ATS view could not be made/)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(/reads everything you wrote/)).toBeTruthy()
  })
})

describe('ATS view of an uploaded PDF (evaluation page)', () => {
  it('lists what was read and names what an ATS did not find, without asking the cloud', async () => {
    const read = completeResume()
    read.contact.phone = ''
    render(<AtsReadButton read={read} />)
    await userEvent.click(screen.getByRole('button', { name: 'ATS view' }))
    const dialog = screen.getByRole('dialog', { name: 'What an applicant tracking system reads' })
    expect(within(dialog).getByRole('status').textContent).toMatch(
      /does not find one thing it looks for/,
    )
    expect(within(dialog).getByRole('row', { name: /Phone/ }).textContent).toContain('Not found')
    expect(within(dialog).getByRole('row', { name: /E-mail/ }).textContent).toContain(
      read.contact.email,
    )
    expect(ats).not.toHaveBeenCalled()
  })
})
