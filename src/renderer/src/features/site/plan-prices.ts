// The prices the FAQ and the terms quote, from the plan table (src/shared/plans), formatted for
// the interface language: nothing on the site states a price the checkout would not charge.
import { PLANS, formatPrice, type Currency } from '@shared/plans'

export function planPriceValues(locale: string, currency: Currency = 'eur') {
  const monthly = PLANS.premium_monthly
  const quarterly = PLANS.premium_quarterly
  const standard = PLANS.standard
  return {
    intro: formatPrice(monthly.introductory!.price[currency], locale),
    introDays: String(monthly.introductory!.days),
    monthly: formatPrice(monthly.price![currency], locale),
    quarterly: formatPrice(quarterly.price![currency], locale),
    standard: formatPrice(standard.price![currency], locale),
    evaluations: String(monthly.allowances.evaluation),
    enhancements: String(monthly.allowances.enhance),
  }
}
