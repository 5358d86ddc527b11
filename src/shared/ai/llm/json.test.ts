import { describe, expect, it } from 'vitest'
import { ArrayItemStream, JsonAnswerError, parseJsonAnswer } from './json'

describe('parseJsonAnswer', () => {
  it('reads JSON alone, in code fences and between sentences', () => {
    expect(parseJsonAnswer('{"a": 1}')).toEqual({ a: 1 })
    expect(parseJsonAnswer('```json\n{"a": [1, 2]}\n```')).toEqual({ a: [1, 2] })
    expect(parseJsonAnswer('Sure! {"a": "}"} Let me know {if} you need more.')).toEqual({ a: '}' })
    expect(parseJsonAnswer('Braces {like this} first, then [1, 2]')).toEqual([1, 2])
  })

  it('says so when there is no complete JSON value', () => {
    expect(() => parseJsonAnswer('{"a": [1, 2')).toThrow(JsonAnswerError)
    expect(() => parseJsonAnswer('no json here')).toThrow(JsonAnswerError)
  })
})

describe('ArrayItemStream', () => {
  it('hands out each item of the array as soon as it is complete', () => {
    const stream = new ArrayItemStream('suggestions')
    const text = '```json\n{"suggestions": [{"a": "x, {y}"}, {"b": [1, {"c": 2}]}, {"d": 3}]}\n```'
    const seen: unknown[][] = []
    for (let i = 0; i < text.length; i += 7) seen.push(stream.push(text.slice(i, i + 7)))
    expect(seen.flat()).toEqual([{ a: 'x, {y}' }, { b: [1, { c: 2 }] }, { d: 3 }])
    // The first item came out before the text was complete.
    const firstAt = seen.findIndex((items) => items.length > 0)
    expect(firstAt).toBeLessThan(seen.length - 1)
  })

  it('reads a bare array and skips a malformed item', () => {
    const stream = new ArrayItemStream('suggestions')
    expect(stream.push('[{"a": 1}, {"b": tru}, {"c": 3}]')).toEqual([{ a: 1 }, { c: 3 }])
  })
})
