// A small seeded generator of junk values for fuzz tests, so failures can be replayed.
import { LIST_SECTIONS } from '../resume'

export function seededRandom(seed: number): () => number {
  // mulberry32
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const NASTY_STRINGS = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<p style="background-color:#c2eee8">hi</p>',
  '<ol><li data-list="bullet">a</li></ol>',
  '__proto__',
  'constructor',
  'Present',
  'Expert',
  'native',
  '13/2020',
  '03/2020',
  'Business',
  'modern',
  '#abc',
  'rgb(1,2,3)',
  'de-DE',
  '\u0000\u202e',
  '😀'.repeat(300),
  'x'.repeat(25_000),
  '{"resumeName":"json"}',
  'a\n- b\n- c',
]

const KEYS = [
  ...LIST_SECTIONS,
  'contact',
  'id',
  'name',
  'level',
  'title',
  'description',
  'endDate',
  'isCurrentWork',
  'selectedTemplate',
  'resumeColor',
  'resumeFontSize',
  'resumeFontFamily',
  'resumeLanguage',
  'showSkillLevels',
  'firstName',
  'cvData',
  '__proto__',
  'constructor',
  'prototype',
  'unknownKey',
]

export function randomValue(random: () => number, depth = 0): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const roll = random()
  if (depth > 4 || roll < 0.1)
    return pick([null, undefined, true, false, 0, -1, 1e308, Number.NaN, 42.5])
  if (roll < 0.35) return pick(NASTY_STRINGS)
  if (roll < 0.45) return Math.floor(random() * 1000) - 500
  if (roll < 0.65) {
    const length = Math.floor(random() * (random() < 0.05 ? 260 : 6))
    return Array.from({ length }, () => randomValue(random, depth + 1))
  }
  // Objects are built with JSON.parse so "__proto__" becomes an own key, as in real payloads.
  const entries: string[] = []
  const count = Math.floor(random() * 8)
  for (let i = 0; i < count; i += 1) {
    const key = random() < 0.2 ? String(i) : pick(KEYS)
    entries.push(
      `${JSON.stringify(key)}:${JSON.stringify(randomValue(random, depth + 1)) ?? 'null'}`,
    )
  }
  return JSON.parse(`{${entries.join(',')}}`)
}

const ITEM_KEYS = [
  'id',
  'name',
  'level',
  'title',
  'company',
  'description',
  'endDate',
  'isCurrentWork',
  'degree',
  'course',
  'junk',
]

/** Junk shaped like a resume: real keys, with random (often wrong) values and item-like lists. */
export function randomResumeLike(random: () => number): unknown {
  const out: Record<string, unknown> = {}
  for (const key of [
    'contact',
    'selectedTemplate',
    'resumeColor',
    'resumeFontSize',
    'resumeLanguage',
    'showSkillLevels',
  ]) {
    if (random() < 0.6) out[key] = randomValue(random, 3)
  }
  for (const section of LIST_SECTIONS) {
    if (random() < 0.5) continue
    out[section] = Array.from({ length: Math.floor(random() * 5) }, () => {
      if (random() < 0.1) return randomValue(random, 4)
      const item: Record<string, unknown> = {}
      for (const key of ITEM_KEYS) if (random() < 0.6) item[key] = randomValue(random, 4)
      return item
    })
  }
  return out
}
