import type { PlanSummary } from '@shared/api'
import { PLANS, type EffectivePlan } from '@shared/plans'
import { describe, expect, it } from 'vitest'
import { guardsPreview, isScreenshotShortcut } from './screenshot-guard'

const key = (key: string, mods: { meta?: boolean; shift?: boolean; code?: string } = {}) => ({
  key,
  code: mods.code,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
})

describe('isScreenshotShortcut', () => {
  it('knows PrintScreen, Cmd+Shift+3/4/5 and Win+Shift+S', () => {
    expect(isScreenshotShortcut(key('PrintScreen'))).toBe(true)
    for (const digit of ['3', '4', '5'])
      expect(isScreenshotShortcut(key(digit, { meta: true, shift: true }))).toBe(true)
    expect(isScreenshotShortcut(key('S', { meta: true, shift: true, code: 'KeyS' }))).toBe(true)
  })
  it('ignores typing, including Shift+3 and Cmd+S', () => {
    expect(isScreenshotShortcut(key('#', { shift: true }))).toBe(false)
    expect(isScreenshotShortcut(key('s', { meta: true }))).toBe(false)
    expect(isScreenshotShortcut(key('a'))).toBe(false)
  })
})

describe('guardsPreview', () => {
  const effective = (tier: 'free' | 'premium', billingOff = false): EffectivePlan => ({
    plan: tier === 'free' ? PLANS.free : PLANS.premium_monthly,
    tier,
    billingOff,
  })
  const withDownloads = (remaining: number | null) =>
    ({
      credits: { download: { kind: 'download', remaining, allowance: remaining } },
    }) as PlanSummary

  it('guards only a plan without the download, with billing on', () => {
    expect(guardsPreview(effective('free'), withDownloads(0))).toBe(true)
    expect(guardsPreview(effective('free'), withDownloads(1))).toBe(false) // Standard
    expect(guardsPreview(effective('premium'), withDownloads(null))).toBe(false)
    expect(guardsPreview(effective('premium', true), withDownloads(null))).toBe(false)
    expect(guardsPreview(null, null)).toBe(false)
  })
})
