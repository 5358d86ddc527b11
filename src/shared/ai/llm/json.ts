// Tolerant reading of what a model answers: JSON inside code fences, before or after a
// sentence of prose, or cut off mid-stream. `parseJsonAnswer` takes the first complete JSON
// value; `ArrayItemStream` hands out the items of one array as soon as each is complete, so a
// streamed answer's first suggestion shows while the rest is still being written.

/** The end index (exclusive) of the JSON value starting at `start`, or -1 while incomplete. */
function valueEnd(text: string, start: number): number {
  let depth = 0
  let inString = false
  let escaped = false
  for (let index = start; index < text.length; index++) {
    const char = text[index]
    if (inString) {
      if (escaped) escaped = false
      else if (char === '\\') escaped = true
      else if (char === '"') inString = false
      continue
    }
    if (char === '"') inString = true
    else if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') {
      depth--
      if (depth === 0) return index + 1
    }
  }
  return -1
}

export class JsonAnswerError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'JsonAnswerError'
  }
}

/** The first complete JSON object or array in a model's answer. */
export function parseJsonAnswer(answer: string): unknown {
  const text = answer.replace(/```(?:json|JSON)?/g, ' ')
  for (let start = 0; start < text.length; start++) {
    const char = text[start]
    if (char !== '{' && char !== '[') continue
    const end = valueEnd(text, start)
    if (end === -1) continue
    try {
      return JSON.parse(text.slice(start, end)) as unknown
    } catch {
      // Braces inside prose ("{name}"); look for the next candidate.
    }
  }
  throw new JsonAnswerError('the answer holds no complete JSON value')
}

/**
 * Items of the array under `key` ({"suggestions": [ … ]}) or of a top-level array, read from a
 * growing text. `push` returns the items completed since the last call.
 */
export class ArrayItemStream {
  private text = ''
  private arrayStart = -1
  private cursor = 0

  constructor(private readonly key: string) {}

  push(delta: string): unknown[] {
    this.text += delta
    if (this.arrayStart === -1) {
      const keyed = new RegExp(`"${this.key}"\\s*:\\s*\\[`).exec(this.text)
      if (keyed) this.arrayStart = keyed.index + keyed[0].length
      else {
        const bare = /^[^{[]*\[/.exec(this.text.replace(/```(?:json)?/g, '   '))
        if (bare) this.arrayStart = bare[0].length
      }
      if (this.arrayStart === -1) return []
      this.cursor = this.arrayStart
    }
    const items: unknown[] = []
    for (;;) {
      const next = this.text.slice(this.cursor).search(/[{\]]/)
      if (next === -1) break
      const start = this.cursor + next
      if (this.text[start] === ']') break
      const end = valueEnd(this.text, start)
      if (end === -1) break
      try {
        items.push(JSON.parse(this.text.slice(start, end)) as unknown)
      } catch {
        // A malformed item is skipped; the schema check reports what is missing.
      }
      this.cursor = end
    }
    return items
  }

  /** The whole text received. */
  get received(): string {
    return this.text
  }
}
