// Prices as people read them in their language: 9,99 € in German, €9.99 in English, ₺249,99 in
// Turkish. Amounts are minor units (cents, kuruş), exactly as Stripe charges them.
import type { Currency } from '@shared/billing/charges'

export function formatMoney(minor: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
  }).format(minor / 100)
}
