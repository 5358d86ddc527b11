// One-line list sections: skills, languages, hobbies and the rich-text lists (honours,
// publications, volunteering, exhibitions). Items may be one per line, comma-separated, or
// under category labels ("Cloud: AWS, Azure"), which are not items themselves.
import { descriptionItems, wrapsInto } from './description'
import { looksLikeLevel } from './levels'
import { stackedItems } from './certifications'
import { BULLET, type SourceLine } from './source'

export interface NamedLevel {
  name: string
  level: string
}

const LEVEL_SPLIT = /\s*(?:[:–—|]|\s-\s)\s*|\s*\(([^)]*)\)\s*$/

/** "React – Advanced", "Deutsch: Muttersprache", "English (C1)" → name and printed level. */
export function nameAndLevel(text: string): NamedLevel {
  const clean = text.replace(BULLET, '').trim()
  const bracket = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(clean)
  if (bracket && looksLikeLevel(bracket[2] ?? ''))
    return { name: (bracket[1] ?? '').trim(), level: (bracket[2] ?? '').trim() }
  // A level drawn as dots or stars is a picture of a level, not printed words: no level.
  const stars = /^(.*?)\s*([★●■◆⬤☆○□◇◯\s]{3,})$/u.exec(clean)
  if (stars && /[★●■◆⬤]/u.test(stars[2] ?? '')) return { name: (stars[1] ?? '').trim(), level: '' }
  const tabbed = clean.split('\t')
  if (tabbed.length === 2 && looksLikeLevel(tabbed[1] ?? ''))
    return { name: (tabbed[0] ?? '').trim(), level: (tabbed[1] ?? '').trim() }
  // A level column printed before the name ("Advanced    CATIA V5").
  if (tabbed.length === 2 && looksLikeLevel(tabbed[0] ?? ''))
    return { name: (tabbed[1] ?? '').trim(), level: (tabbed[0] ?? '').trim() }
  const parts = clean
    .split(LEVEL_SPLIT)
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
  if (parts.length >= 2) {
    const level = parts.slice(1).join(' ').trim()
    if (looksLikeLevel(level) || /\t/.test(clean)) return { name: (parts[0] ?? '').trim(), level }
  }
  // A full stop closing the item is punctuation ("SQL."), not part of a name ("Node.js").
  const name = clean.replace(/\t/g, ' ')
  return {
    name: name.split(' ').length <= 3 ? name.replace(/(?<=[\p{L}\d)])\.$/u, '') : name,
    level: '',
  }
}

/** Splits comma/semicolon/bullet-separated items, dropping a leading category label. */
export function splitItems(text: string, dropLabel = true): string[] {
  const withoutLabel = dropLabel ? text.replace(/^[^:,]{2,40}:\s+(?=.*[,;•·|])/u, '') : text
  return withoutLabel
    .split(/\s*[,;•·|]\s*|\t/u)
    .map((item) => item.replace(BULLET, '').trim())
    .filter((item) => item !== '' && /[\p{L}\p{N}]/u.test(item))
}

/** Items of a list section; short items (skills, languages) never wrap by position. */
function joinWrapped(lines: readonly SourceLine[], geometry = false, paragraphs = false): string[] {
  return descriptionItems(lines, true, geometry, paragraphs).items
}

/** A line that holds only a printed level ("Expert", "Sehr gut", "C1"). */
function levelOnly(line: SourceLine | undefined): boolean {
  return line !== undefined && levelWords(line.text.replace(BULLET, '').trim())
}

/** Words that only say how well ("Expert", "Sehr gut", "İleri Seviye"). */
function levelWords(text: string): boolean {
  const words = text.split(/\s+/)
  if (words.length > 3 || text.length > 24 || !looksLikeLevel(text)) return false
  // Every word says how well ("Expert", "Sehr gut", "İleri Seviye"), none names a thing.
  return words.every(
    (w) =>
      looksLikeLevel(w) ||
      /^(?:sehr|very|fairly|quite|level|niveau|seviye|seviyesi|nivel)$/iu.test(w),
  )
}

/**
 * Skill lines → name/level pairs. A level printed on the line under a name belongs to it; when
 * item lines follow ("Frontend" / "Expert" / "React, Vue"), the name is a group label and the
 * level is the group's.
 */
export function parseSkills(lines: readonly SourceLine[]): NamedLevel[] {
  // Names, then as many levels in a column of their own: paired in order.
  const firstLevel = lines.findIndex((line) => levelOnly(line))
  if (
    firstLevel >= 2 &&
    firstLevel * 2 === lines.length &&
    lines.slice(firstLevel).every((line) => levelOnly(line)) &&
    lines.slice(0, firstLevel).every((line) => !levelOnly(line) && !listText(line.text))
  )
    return lines.slice(0, firstLevel).map((line, i) => ({
      name: line.text.replace(BULLET, '').trim(),
      level: (lines[firstLevel + i]?.text ?? '').replace(BULLET, '').trim(),
    }))
  // A level on the first line is the group's (its name was read as the heading).
  if (lines.some((line, i) => levelOnly(line) && (i === 0 || !levelOnly(lines[i - 1])))) {
    const result: NamedLevel[] = []
    let start = 0
    const flush = (end: number, level: string): void => {
      if (end > start)
        for (const skill of parseSkillLines(lines.slice(start, end)))
          result.push(level && !skill.level ? { ...skill, level } : skill)
    }
    let level = ''
    if (levelOnly(lines[0]) && lines.length > 1 && !levelOnly(lines[1])) {
      level = (lines[0]?.text ?? '').replace(BULLET, '').trim()
      start = 1
    }
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]
      const name = lines[i - 1]
      if (!line || !name || !levelOnly(line) || levelOnly(name)) continue
      flush(i - 1, level)
      const printed = line.text.replace(BULLET, '').trim()
      const next = lines[i + 1]
      // Items follow (not another name with its level): the name labels a group.
      const group = next !== undefined && !levelOnly(lines[i + 2]) && !levelOnly(next)
      if (group) level = printed
      else {
        result.push({ name: name.text.replace(BULLET, '').trim(), level: printed })
        level = ''
      }
      start = i + 1
    }
    flush(lines.length, level)
    return result.filter((s) => s.name.length > 0 && s.name.length <= 300)
  }
  return parseSkillLines(lines)
}

/** Splits at commas, semicolons, bullets and bars that are not inside brackets. */
function splitOutsideBrackets(text: string): string[] {
  const pieces: string[] = []
  let depth = 0
  let current = ''
  for (const char of text) {
    if (char === '(' || char === '[') depth++
    else if ((char === ')' || char === ']') && depth > 0) depth--
    if (depth === 0 && /[,;•·|]/u.test(char)) {
      pieces.push(current)
      current = ''
    } else current += char
  }
  pieces.push(current)
  return pieces.map((p) => p.trim()).filter((p) => /[\p{L}\p{N}]/u.test(p))
}

const words = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length
const LABEL_END = /^[^:,]{2,40}:\s+/u
/**
 * "Go, Rust, Zig and Odin": in a list of single words, the last two are joined by a conjunction.
 * A two-part name ("Git and GitHub", "Research and Development") stays whole anywhere else.
 * Hobbies have longer names ("kite flying"): `most` words per item.
 */
function lastConjunction(pieces: string[], most = 1): string[] {
  const last = pieces.at(-1) ?? ''
  const pair = /^(\S+)\s+(?:and|und|y|et|ve|e)\s+(\S+)$/iu.exec(last)
  const singles = pieces.slice(0, -1).every((piece) => words(piece) <= most)
  if (!pair || pieces.length < 2 || !singles) return pieces
  return [...pieces.slice(0, -1), pair[1] ?? '', pair[2] ?? '']
}

const LEVEL_PREFIX =
  /^((?:\p{L}+\s){0,2}\p{L}+)\s+(?:in|with|at|mit|en|dans|avec|con|em|ile)\s+(\S.*)$/iu
const CONJUNCTION = /^(?:and|und|y|et|ve|e|en|&)\s+/iu
/** "- Motivated - Enjoys helping", "-Skilled at … -Confident …": statements led by dashes. */
const DASH_ITEMS = /(?:^|\s)-\s?(?=\p{Lu})/u

/**
 * A skills text → its items. Sentences stay whole (a comma inside "Well-versed in tools
 * including HTML, CSS, …" does not make a list); a list's closing conjunction goes ("…, and
 * Hibernate" → "Hibernate"); brackets are never split ("SQL databases (MySQL, MongoDB)").
 */
export function skillItems(raw: string): NamedLevel[] {
  const text = raw.replace(BULLET, '').trim()
  if (/^-\s?\p{Lu}/u.test(raw.trim()) && DASH_ITEMS.test(text)) {
    const statements = raw
      .trim()
      .split(DASH_ITEMS)
      .map((p) => p.trim())
      .filter(Boolean)
    if (statements.length >= 2) return statements.flatMap((p) => skillItems(p))
  }
  // A level printed before what it rates ("Proficient in Go, Rust", "Sehr gut in Excel").
  const prefixed = LEVEL_PREFIX.exec(text)
  if (prefixed?.[1] && prefixed[2] && levelWords(prefixed[1])) {
    const items = lastConjunction(splitOutsideBrackets(prefixed[2]))
    if (!/[.!?]$/.test(prefixed[2]) && items.every((item) => words(item) <= 4))
      return items.map((item, i) => ({
        name: (i > 0 ? item.replace(CONJUNCTION, '') : item).replace(/[.;]$/, ''),
        level: prefixed[1] ?? '',
      }))
  }
  const withoutLabel = text.replace(LABEL_END, '')
  const pieces = lastConjunction(splitOutsideBrackets(withoutLabel))
  if (pieces.length <= 1 || pieces.some((piece) => words(piece) >= 6)) {
    // "Backend: Node.js": a label over a one-item list.
    const labelled =
      LABEL_END.test(text) &&
      pieces.length === 1 &&
      words(withoutLabel) <= 3 &&
      !nameAndLevel(text).level
    const single = nameAndLevel(labelled ? withoutLabel : text)
    return /^[^:]{2,40}:$/.test(text) ? [] : [single]
  }
  // A level printed once for the group, as its label ("Advanced: Go, Rust") or in the label's
  // brackets ("Frontend (Expert): React, Vue").
  const label = (LABEL_END.exec(text)?.[0] ?? '').replace(/:\s*$/, '').trim()
  const bracket = /\(([^)]*)\)$/.exec(label)?.[1] ?? ''
  const groupLevel = levelWords(label) ? label : levelWords(bracket) ? bracket : ''
  return pieces.map((piece, i) => {
    const item = nameAndLevel(i > 0 ? piece.replace(CONJUNCTION, '') : piece)
    return groupLevel && !item.level ? { ...item, level: groupLevel } : item
  })
}

/** "Label    items": the first cell is a category label when the rest of the row is a list,
 *  dash-led statements or a sentence. */
function rowLabel(cells: readonly string[]): boolean {
  if (cells.length < 2) return false
  const [first = '', ...rest] = cells
  const content = rest.join(' ')
  if (words(first) > 5 || first.length > 40 || looksLikeLevel(first)) return false
  return (
    /:$/.test(first) ||
    /[,;•·|]/u.test(content) ||
    /^[-–]\s/.test(content) ||
    (rest.length === 1 && words(content) > 5)
  )
}

/**
 * A row split after its bold lead-in: the lead-in is the row's label ("Frontend  React, Vue"),
 * unless what follows it is a level ("Kotlin  Advanced": a skill and how well, kept as two
 * cells). Null when the row has no lead-in.
 */
function splitLead(
  line: SourceLine,
  cells: readonly string[],
): { label: boolean; cells: string[] } | null {
  const lead = line.lead
  const [first = '', ...others] = cells
  if (!lead || !first.startsWith(lead)) return null
  const rest = first.slice(lead.length)
  if (rest !== '' && !/^[\s:–—-]/.test(rest)) return null
  const after = [rest.replace(/^[\s:–—-]+/, ''), ...others].filter((cell) => cell !== '')
  if (after.length === 0 || !/\p{L}/u.test(after.join(' '))) return null
  return looksLikeLevel(after.join(' '))
    ? { label: false, cells: [lead, ...after] }
    : { label: true, cells: after }
}

const listText = (text: string): boolean => /[,;•·|]/u.test(text)
const openBracket = (text: string): boolean =>
  (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length

/**
 * Skill lines → texts to split: wrapped lines of a list joined, a row's label cell dropped, a
 * label line over its list dropped (it sits closer to the list under it than to what is above),
 * dash-led statements continued by the lines under them.
 */
/**
 * Lists side by side under a row of column titles ("Hard    Soft"): each column's cells, top to
 * bottom, are one wrapped list; a line that starts right of the titles' row continues the last
 * column. Returns the columns' texts and how many lines they took, or null.
 */
export function columnLists(
  lines: readonly SourceLine[],
): { texts: string[]; used: number } | null {
  const [head, ...body] = lines
  if (!head) return null
  const titles = head.text.split('\t').map((cell) => cell.trim())
  if (
    titles.length < 2 ||
    titles.some((cell) => cell === '' || words(cell) > 2 || listText(cell) || looksLikeLevel(cell))
  )
    return null
  const columns: string[][] = titles.map(() => [])
  let used = 1
  for (const line of body) {
    const cells = line.text.split('\t').map((cell) => cell.trim())
    if (cells.length === titles.length) cells.forEach((cell, k) => columns[k]?.push(cell))
    else if (cells.length === 1 && line.x > head.x + 40 && used > 1)
      columns.at(-1)?.push(cells[0] ?? '')
    else break
    used++
  }
  if (used < 2 || !columns.some((column) => column.some(listText))) return null
  return { texts: columns.map((column) => column.join(' ')), used }
}

function skillTexts(lines: readonly SourceLine[]): string[] {
  const texts: string[] = []
  let previous: SourceLine | null = null
  let dashes = false
  let skip = 0
  let labels = 0
  for (const [i, line] of lines.entries()) {
    if (skip > 0) {
      skip--
      continue
    }
    const table = columnLists(lines.slice(i))
    if (table) {
      texts.push(...table.texts)
      skip = table.used - 1
      previous = null
      continue
    }
    let cells = line.text
      .split('\t')
      .map((cell) => cell.replace(BULLET, '').trim())
      .filter((cell) => /[\p{L}\p{N}]/u.test(cell))
    if (/^[-–]\s|^-\p{Lu}/u.test(line.text.split('\t').at(-1)?.trim() ?? '') && cells.length > 0) {
      // Keep a dash that leads statements: it is how they are told apart.
      const lastCell = line.text.split('\t').at(-1)?.trim() ?? ''
      cells[cells.length - 1] = lastCell
    }
    if (cells.length === 0) continue
    const split = splitLead(line, cells)
    if (split) cells = split.cells
    const labelled = split ? split.label : rowLabel(cells)
    if (labelled && !split) cells = cells.slice(1)
    const text = cells.join('\t')
    const last = texts.at(-1)
    const next = lines[i + 1]
    const bulletLine = line.bullet || /^[•▪●◦]/u.test(line.text)
    // A category label on its own line ("Frameworks" over "Spring, React, …"): it sits closer
    // to the list under it than to what is above, and the list does not continue it.
    const label =
      !labelled &&
      !bulletLine &&
      cells.length === 1 &&
      !/[,&/(-]$/.test(text) &&
      !openBracket(text) &&
      next !== undefined &&
      // Closer to the list under it than to what is above, or set larger or bolder than it.
      // (Plain text and .docx give no sizes: there a line over a list may be an item.)
      line.fontSize > 0 &&
      listText(next.text.replace(BULLET, '')) &&
      ((next.gapAbove < line.gapAbove * 0.6 &&
        // A line of the list itself has separators; a label filling the column may look wrapped.
        // Where labels were found above, one shaped like them may name two things ("Design,
        // Office & Agile").
        (!wrapsInto(line, next, true) ||
          !listText(text) ||
          (labels >= 2 && (text.match(/,/g) ?? []).length <= 1)) &&
        !/^[(\p{Ll}]/u.test(next.text)) ||
        (!listText(text) &&
          words(text) <= 4 &&
          (line.fontSize > next.fontSize + 0.5 || (line.bold && !next.bold))))
    const marked = last !== undefined && (/[,&/(-]$/.test(last.trim()) || openBracket(last))
    const continues =
      previous !== null &&
      last !== undefined &&
      !labelled &&
      !bulletLine &&
      cells.length === 1 &&
      !LABEL_END.test(text) &&
      (marked ||
        (!label &&
          (/^[(\p{Ll}]/u.test(text) ||
            (dashes && !/^[-–]/.test(text)) ||
            (listText(last) && line.gapAbove < 0.8 && wrapsInto(previous, line, true)))))
    // A word hyphenated at the line's end is one word again ("Ju-" / "lia"); one broken at its
    // own hyphen keeps it ("Front-" / "End").
    if (continues)
      texts[texts.length - 1] = !/\p{L}-$/u.test(last)
        ? `${last} ${text}`
        : /^\p{Ll}/u.test(text)
          ? `${last.slice(0, -1)}${text}`
          : /^\p{Lu}/u.test(text)
            ? `${last}${text}`
            : `${last} ${text}`
    else if (label) {
      labels++
      previous = null
      continue
    } else texts.push(text)
    if (!continues) dashes = /^[-–]\s?\p{L}/u.test(text)
    previous = line
  }
  return texts
}

function parseSkillLines(lines: readonly SourceLine[]): NamedLevel[] {
  const result: NamedLevel[] = []
  const texts = skillTexts(lines)
  // Two cells of names in a row are a table only when other rows have two cells too.
  const pairs = texts.filter((text) => text.split('\t').length === 2).length
  for (const text of texts) {
    const cells = text.split('\t')
    // Tags in a row ("Figma    Sketch    Typography") or a two-column table of names: every
    // cell is a skill.
    if (
      cells.length >= 2 &&
      !cells.some((cell) => looksLikeLevel(cell)) &&
      (cells.length >= 3 ||
        (pairs >= 2 && cells.every((cell) => words(cell) <= 3 && !listText(cell))))
    ) {
      for (const cell of cells) result.push(...skillItems(cell))
      continue
    }
    // "Advanced    Go, Rust": a level cell before a list is the list's level.
    if (cells.length === 2 && levelWords(cells[0] ?? '') && listText(cells[1] ?? '')) {
      result.push(...skillItems(`${cells[0]}: ${cells[1]}`))
      continue
    }
    const single = nameAndLevel(text)
    if (single.level && !/[,;]/.test(single.name) && !/[,;]/.test(single.level)) {
      result.push(single)
      continue
    }
    result.push(...skillItems(text.replace(/\t/g, ' ')))
  }
  return result.filter((s) => s.name.length > 0 && s.name.length <= 300)
}

/** Language lines → name/level pairs ("English: Native", "German (B2), French (A2)"). */
export function parseLanguages(lines: readonly SourceLine[]): NamedLevel[] {
  const result: NamedLevel[] = []
  for (const text of joinWrapped(lines)) {
    // "Norwegian: Native • English: Fluent": the first "name:" is an item, not a label.
    const cells = text.split('\t').length
    const pieces = /[,;•·|]/u.test(text) || cells >= 3 ? splitItems(text, false) : [text]
    // "English (C1) German (B2)": a level in brackets ends an item.
    for (const piece of pieces)
      for (const item of piece.split(/(?<=\))\s+(?=\p{Lu})/u)) result.push(nameAndLevel(item))
  }
  return result.filter((l) => l.name.length > 0 && l.name.length <= 60)
}

/** Hobbies: one per line or comma-separated. */
export function parseHobbies(lines: readonly SourceLine[]): string[] {
  // Tags in a row ("Chess    Climbing") are one hobby each, like a comma list.
  // "Chess, hiking and sailing": the closing conjunction parts the last two. A place and date
  // line ("Springfield, 01.10.2023", where a German CV is signed) and bare numbers are no hobby.
  return joinWrapped(lines)
    .filter((text) => !/\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/.test(text) && /\p{L}/u.test(text))
    .flatMap((text) =>
      text.length < 120 &&
      (/[,;•·|]/u.test(text) || text.split('\t').every((cell) => cell.split(' ').length <= 3))
        ? lastConjunction(splitItems(text), 3)
        : [text],
    )
}

/** Head lines of an item: wrapped lines continue the words, stacked lines are its next part. */
function joinStacked(group: readonly SourceLine[]): string {
  return group.reduce((text, line, i) => {
    const previous = group[i - 1]
    if (!previous) return line.text.trim()
    const wrapped = wrapsInto(previous, line, true) || /[,;:–-]$/.test(text)
    return `${text}${wrapped ? ' ' : ', '}${line.text.trim()}`
  }, '')
}

/**
 * Entries with a head and bullets under it (volunteering set out like a job: "Tutor, Club,
 * 2019 – 2021" / "• Taught …"): one item per head, its bullets on lines of their own. Null
 * unless the first head and most others have bullets and a date says these are entries.
 */
export function headedItems(lines: readonly SourceLine[]): string[] | null {
  const isBullet = (line: SourceLine) => line.bullet || /^[•▪●◦]/u.test(line.text)
  if (!lines.some(isBullet) || !lines[0] || isBullet(lines[0])) return null
  const blocks: { head: SourceLine[]; bullets: string[] }[] = []
  let previous: SourceLine | null = null
  for (const line of lines) {
    const block = blocks.at(-1)
    if (isBullet(line)) {
      const text = line.text.replace(BULLET, '').trim()
      if (text && block) block.bullets.push(text)
    } else if (block && block.bullets.length > 0 && previous && wrapsInto(previous, line, true))
      block.bullets[block.bullets.length - 1] += ` ${line.text.trim()}`
    else if (!block || block.bullets.length > 0) blocks.push({ head: [line], bullets: [] })
    else block.head.push(line)
    previous = line
  }
  const dated = blocks.some((block) => block.head.some((line) => /\d{4}/.test(line.text)))
  const withBullets = blocks.filter((block) => block.bullets.length > 0)
  if (
    !dated ||
    !blocks[0]?.bullets.length ||
    withBullets.length * 2 < blocks.length ||
    withBullets.some((block) => block.head.length > 4)
  )
    return null
  // Lines after the last bullets that head none are read as before: items stacked over lines
  // when their spacing says so, otherwise one item per line.
  return blocks.flatMap((block) =>
    block.bullets.length > 0
      ? [[joinStacked(block.head), ...block.bullets].join('\n')]
      : (stackedItems(block.head) ?? joinWrapped(block.head, true, true)),
  )
}

/** Honours, publications, volunteering, exhibitions: one item per entry (wrapped and stacked
 *  lines joined, an entry's bullets kept with its head). The one grouper of stacked lines is
 *  certifications.ts's `stackedItems`. */
export function parseRichList(lines: readonly SourceLine[]): string[] {
  return stackedItems(lines) ?? headedItems(lines) ?? joinWrapped(lines, true, true)
}
