import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18next } from '../../../i18n'
import { loadLazyTexts } from '../../../i18n/lazy-texts'
import { FAQ_IDS, faqEntries } from '../faq'
import { FaqPage, searchFaq } from './FaqPage'

beforeAll(() => Promise.all([loadLazyTexts('home', 'en'), loadLazyTexts('pages', 'en')]))

const entries = () => faqEntries(i18next.t)

describe('the FAQ search', () => {
  it('has eleven questions', () => {
    expect(FAQ_IDS).toHaveLength(11)
    expect(new Set(entries().map((entry) => entry.question)).size).toBe(11)
  })

  it('finds a question by its wording, even misspelt', () => {
    expect(searchFaq(entries(), 'cancel my subscription')[0]?.id).toBe('q9')
    expect(searchFaq(entries(), 'subscriptoin')[0]?.id).toBe('q9')
  })

  it('finds a question by words only its answer contains', () => {
    // "Stripe" appears in the answer of q10, not in any question.
    const found = searchFaq(entries(), 'Stripe')
    expect(found.map((entry) => entry.id)).toContain('q10')
    expect(entries().some((entry) => /stripe/i.test(entry.question))).toBe(false)
  })

  it('lists every question for an empty search and none for nonsense', () => {
    expect(searchFaq(entries(), '  ')).toHaveLength(11)
    expect(searchFaq(entries(), 'zqxjvw')).toEqual([])
  })
})

describe('the FAQ page', () => {
  it('narrows the list as the visitor types, and quotes the plan table in the price answer', async () => {
    const user = userEvent.setup()
    await act(async () => {
      render(
        <MemoryRouter>
          <Suspense fallback="loading">
            <FaqPage />
          </Suspense>
        </MemoryRouter>,
      )
    })
    const search = await screen.findByRole(
      'searchbox',
      { name: 'Search the questions' },
      { timeout: 15_000 },
    )
    expect(document.querySelectorAll('details')).toHaveLength(11)
    expect(document.querySelector('[data-faq="q8"]')?.textContent).toMatch(/€9\.99/)
    await user.type(search, 'download')
    const shown = [...document.querySelectorAll('details')].map((el) => el.dataset.faq)
    expect(shown[0]).toBe('q7')
    expect(shown.length).toBeLessThan(11)
    await user.clear(search)
    await user.type(search, 'zqxjvw')
    expect(screen.getByText('No question matches “zqxjvw”.')).toBeTruthy()
  })
})
