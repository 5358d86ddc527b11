import { describe, expect, it } from 'vitest'
import { TEMPLATE_PALETTES } from '../resume/palettes'
import {
  FREE_COLOURS,
  FREE_TEMPLATES,
  PLANS,
  currencyForCountry,
  firstCharge,
  formatAmount,
  quarterlySavings,
  standardColours,
} from './plans'

describe('the plan table', () => {
  it('reads the spec prices one consistent way: the savings badge follows from them', () => {
    expect(quarterlySavings('eur')).toEqual({ amount: 997, currency: 'eur' })
    expect(quarterlySavings('try')).toEqual({ amount: 24997, currency: 'try' })
    expect(firstCharge('premium_monthly', 'eur')).toEqual({ amount: 199, currency: 'eur' })
    expect(firstCharge('premium_monthly', 'try')).toEqual({ amount: 4999, currency: 'try' })
    expect(firstCharge('premium_quarterly', 'try')).toEqual({ amount: 74999, currency: 'try' })
    expect(firstCharge('free', 'eur')).toBeNull()
    expect(formatAmount({ amount: 24999, currency: 'try' }, 'tr')).toBe('249,99')
  })

  it('gives Free two templates and three colours that both templates share', () => {
    expect(FREE_TEMPLATES).toHaveLength(2)
    expect(FREE_COLOURS).toHaveLength(3)
    for (const template of FREE_TEMPLATES)
      for (const colour of FREE_COLOURS) expect(TEMPLATE_PALETTES[template]).toContain(colour)
  })

  it("gives Standard at most 8 colours per template, Premium the spec's quotas", () => {
    for (const template of PLANS.standard.templates)
      expect(standardColours(template).length).toBeLessThanOrEqual(8)
    expect(PLANS.premium_monthly.allowances).toMatchObject({ enhance: 200, evaluation: 100 })
    expect(PLANS.premium_quarterly.allowances).toMatchObject({ enhance: 800, evaluation: 400 })
    expect(PLANS.premium_monthly.maxResumes).toBe(10)
    expect(PLANS.free.guidedFreeSteps).toBe(3)
  })

  it('charges lira in Turkey and euro elsewhere', () => {
    expect(currencyForCountry('tr')).toBe('try')
    expect(currencyForCountry('DE')).toBe('eur')
    expect(currencyForCountry(null)).toBe('eur')
  })
})
