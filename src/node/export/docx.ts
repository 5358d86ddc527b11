// The resume as an editable Word document (.docx), for every runtime that writes one: the cloud's
// export route, `cv export --format docx` and the desktop main process. It is drawn from the
// resume's outline (src/shared/export/outline.ts), so it says exactly what the PDF says, in the
// same order and columns.
//
// Layout, one per template family: one-column templates are one flow of headings and text;
// templates with a narrow column become a borderless two-column table (narrow column tinted with
// the resume's colour, on the template's side), which Word, LibreOffice and Google Docs all edit
// well. Everything is real Word structure, not drawing: the name is the Title style, section
// titles Heading 1, entry titles Heading 2, descriptions real paragraphs and real bulleted or
// numbered lists, links real hyperlinks, so a user restyles the whole document from Word's
// style gallery and an ATS reads it like any Word resume.
//
// Fonts: a .docx cannot carry a fallback list, and Word substitutes a similar face for a font
// the machine lacks. So the resume's own family is named (Arial, Times New Roman, Roboto,
// Montserrat), except Helvetica, which Windows lacks and Word maps to Arial anyway: Arial is
// named directly. East-Asian text names the system face each OS ships for the script, and
// complex scripts (Arabic, Devanagari) too, so a Word without Noto still shows every character.
// Right-to-left resumes (Arabic) are right-to-left paragraphs, runs and tables.
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx'
import { printAuthor, printTitle } from '@shared/export'
import { resumeOutline, type OutlineSection, type ResumeOutline } from '@shared/export/outline'
import type { RichBlock, TextRun as RichRun } from '@shared/export/rich-text'
import {
  displayedFontSize,
  type FontFamily,
  type Resume,
  type ResumeLanguageCode,
} from '@shared/resume'

/** A4 in twentieths of a point, with 1.6 cm margins. */
const PAGE = { width: 11906, height: 16838, margin: 907 }
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
/** The narrow column's share of the width (the templates use 31–34 %). */
const SIDE_SHARE = 0.32

const WORD_FONT: Record<FontFamily, string> = {
  Roboto: 'Roboto',
  Arial: 'Arial',
  Helvetica: 'Arial',
  Montserrat: 'Montserrat',
  'Times New Roman': 'Times New Roman',
}

/** System faces for scripts Latin fonts lack (Windows name; macOS maps them). */
const EAST_ASIAN_FONT: Partial<Record<ResumeLanguageCode, string>> = {
  zh: 'Microsoft YaHei',
  ja: 'Yu Gothic',
  ko: 'Malgun Gothic',
}
const COMPLEX_SCRIPT_FONT: Partial<Record<ResumeLanguageCode, string>> = {
  ar: 'Arial',
  hi: 'Nirmala UI',
}

/** BCP 47 tags Word understands for spelling and hyphenation. */
function wordLanguage(code: ResumeLanguageCode): string {
  return code
}

/** Half-points. The page's body text is 0.88 of its base size (blocks.css), in CSS pixels. */
function bodySizeHalfPoints(resume: Resume): number {
  const px = displayedFontSize(resume.resumeFontSize) * 0.88
  return Math.round(px * 0.75 * 2)
}

function hex(color: string): string {
  const value = color.replace('#', '')
  return (value.length === 3 ? [...value].map((c) => c + c).join('') : value).toUpperCase()
}

/** The colour mixed with white: `amount` 0 is the colour, 1 is white. */
function tint(color: string, amount: number): string {
  const value = hex(color)
  const channel = (i: number) => {
    const c = parseInt(value.slice(i, i + 2), 16)
    return Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0')
  }
  return `${channel(0)}${channel(2)}${channel(4)}`.toUpperCase()
}

interface Context {
  rtl: boolean
  color: string
  /** Numbered lists restart at 1: each gets its own numbering instance. */
  nextListInstance: number
  /** Right edge of the current column, for the dates' tab stop. */
  columnWidth: number
}

function runs(parts: readonly RichRun[], ctx: Context, extra: IRunOptions = {}): ParagraphChild[] {
  return parts.flatMap((part): ParagraphChild[] => {
    const lines = part.text.split('\n')
    const children = lines.map(
      (line, index) =>
        new TextRun({
          text: line,
          break: index > 0 ? 1 : undefined,
          bold: part.bold,
          italics: part.italic,
          underline: part.underline ? {} : undefined,
          strike: part.strike,
          rightToLeft: ctx.rtl || undefined,
          style: part.link ? 'Hyperlink' : undefined,
          ...extra,
        }),
    )
    return part.link ? [new ExternalHyperlink({ link: part.link, children })] : children
  })
}

function text(value: string, ctx: Context, extra: IRunOptions = {}): TextRun {
  return new TextRun({ text: value, rightToLeft: ctx.rtl || undefined, ...extra })
}

function richParagraphs(blocks: readonly RichBlock[], ctx: Context): Paragraph[] {
  return blocks.flatMap((block) => {
    if (block.kind === 'paragraph') {
      return [new Paragraph({ bidirectional: ctx.rtl, children: runs(block.runs, ctx) })]
    }
    const instance = ctx.nextListInstance++
    return block.items.map(
      (item) =>
        new Paragraph({
          bidirectional: ctx.rtl,
          numbering: {
            reference: block.ordered ? 'vitae-numbers' : 'vitae-bullets',
            level: 0,
            instance: block.ordered ? instance : undefined,
          },
          children: runs(item, ctx),
        }),
    )
  })
}

function sectionParagraphs(section: OutlineSection, ctx: Context): Paragraph[] {
  const out: Paragraph[] = [
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      bidirectional: ctx.rtl,
      children: [text(section.title, ctx)],
    }),
  ]
  switch (section.kind) {
    case 'rich':
      for (const item of section.items) out.push(...richParagraphs(item.body, ctx))
      break
    case 'levels':
      for (const item of section.items) {
        out.push(
          new Paragraph({
            bidirectional: ctx.rtl,
            numbering: { reference: 'vitae-bullets', level: 0 },
            children: [
              text(item.name, ctx),
              ...(item.level ? [text(` – ${item.level}`, ctx, { color: '595959' })] : []),
            ],
          }),
        )
      }
      break
    case 'entries':
      for (const entry of section.entries) {
        const title = entry.title || entry.subtitle
        const subtitle = entry.title ? entry.subtitle : ''
        out.push(
          new Paragraph({
            heading: HeadingLevel.HEADING_2,
            bidirectional: ctx.rtl,
            keepNext: true,
            tabStops: entry.dates ? [{ type: TabStopType.RIGHT, position: ctx.columnWidth }] : [],
            children: [
              ...(title ? [text(title, ctx)] : []),
              ...(entry.dates
                ? [text(`\t${entry.dates}`, ctx, { bold: false, color: '595959', size: 18 })]
                : []),
            ],
          }),
        )
        if (subtitle) {
          out.push(
            new Paragraph({
              bidirectional: ctx.rtl,
              keepNext: entry.body.length > 0,
              children: [text(subtitle, ctx, { italics: true })],
            }),
          )
        }
        for (const line of entry.lines) {
          out.push(new Paragraph({ bidirectional: ctx.rtl, children: [text(line, ctx)] }))
        }
        out.push(...richParagraphs(entry.body, ctx))
      }
      break
  }
  return out
}

function contactParagraphs(outline: ResumeOutline, ctx: Context, stacked: boolean): Paragraph[] {
  if (outline.contact.length === 0) return []
  const value = (key: string, v: string) =>
    key === 'email'
      ? new ExternalHyperlink({
          link: `mailto:${v}`,
          children: [text(v, ctx, { style: 'Hyperlink' })],
        })
      : text(v, ctx)
  if (!stacked) {
    // One line under the name: "a@b.c | +49 … | Berlin, Germany".
    return [
      new Paragraph({
        bidirectional: ctx.rtl,
        alignment: AlignmentType.CENTER,
        children: outline.contact.flatMap((row, i) => [
          ...(i > 0 ? [text('  |  ', ctx, { color: '8C8C8C' })] : []),
          value(row.key, row.value),
        ]),
      }),
    ]
  }
  // In the narrow column, one labelled row each, as the templates' personal blocks show them.
  return outline.contact.flatMap((row) => [
    new Paragraph({
      bidirectional: ctx.rtl,
      spacing: { before: 80, after: 0 },
      children: [text(row.label, ctx, { bold: true, size: 18, color: '595959' })],
    }),
    new Paragraph({ bidirectional: ctx.rtl, children: [value(row.key, row.value)] }),
  ])
}

function headerParagraphs(outline: ResumeOutline, ctx: Context, withContact: boolean): Paragraph[] {
  const out: Paragraph[] = []
  if (outline.name) {
    out.push(
      new Paragraph({
        heading: HeadingLevel.TITLE,
        bidirectional: ctx.rtl,
        children: [text(outline.name, ctx)],
      }),
    )
  }
  if (outline.jobTitle) {
    out.push(
      new Paragraph({
        style: 'Subtitle',
        bidirectional: ctx.rtl,
        children: [text(outline.jobTitle, ctx)],
      }),
    )
  }
  if (withContact) out.push(...contactParagraphs(outline, ctx, false))
  out.push(...richParagraphs(outline.headerSummary, ctx))
  return out
}

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }
const NO_BORDERS = {
  top: NO_BORDER,
  bottom: NO_BORDER,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: NO_BORDER,
  insideVertical: NO_BORDER,
}

function body(outline: ResumeOutline, ctx: Context): (Paragraph | Table)[] {
  if (outline.sidebar === null) {
    ctx.columnWidth = CONTENT_WIDTH
    return [
      ...headerParagraphs(outline, ctx, true),
      ...outline.main.flatMap((section) => sectionParagraphs(section, ctx)),
    ]
  }
  const sideWidth = Math.round(CONTENT_WIDTH * SIDE_SHARE)
  const mainWidth = CONTENT_WIDTH - sideWidth
  const padding = 200
  ctx.columnWidth = sideWidth - 2 * padding
  const sideChildren = [
    ...contactParagraphs(outline, ctx, true),
    ...outline.side.flatMap((section) => sectionParagraphs(section, ctx)),
  ]
  ctx.columnWidth = mainWidth - 2 * padding
  const mainChildren = outline.main.flatMap((section) => sectionParagraphs(section, ctx))
  const side = new TableCell({
    width: { size: sideWidth, type: WidthType.DXA },
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: tint(ctx.color, 0.88) },
    margins: { top: padding, bottom: padding, left: padding, right: padding },
    children: sideChildren.length > 0 ? sideChildren : [new Paragraph({})],
  })
  const main = new TableCell({
    width: { size: mainWidth, type: WidthType.DXA },
    margins: { top: padding, bottom: padding, left: padding, right: padding },
    children: mainChildren.length > 0 ? mainChildren : [new Paragraph({})],
  })
  // In a right-to-left table the first cell is drawn on the right, so the side's order flips.
  const sideFirst = (outline.sidebar === 'left') !== ctx.rtl
  ctx.columnWidth = CONTENT_WIDTH
  return [
    ...headerParagraphs(outline, ctx, false),
    new Table({
      width: { size: CONTENT_WIDTH, type: WidthType.DXA },
      columnWidths: sideFirst ? [sideWidth, mainWidth] : [mainWidth, sideWidth],
      layout: TableLayoutType.FIXED,
      borders: NO_BORDERS,
      visuallyRightToLeft: ctx.rtl || undefined,
      rows: [new TableRow({ cantSplit: false, children: sideFirst ? [side, main] : [main, side] })],
    }),
  ]
}

/** The resume (already normalised) as a .docx file. */
export async function resumeToDocx(resume: Resume): Promise<Uint8Array> {
  const outline = resumeOutline(resume)
  const rtl = outline.direction === 'rtl'
  const color = hex(resume.resumeColor)
  const ctx: Context = { rtl, color, nextListInstance: 1, columnWidth: CONTENT_WIDTH }
  const children = body(outline, ctx)
  const language = wordLanguage(resume.resumeLanguage)
  const font = {
    ascii: WORD_FONT[resume.resumeFontFamily],
    hAnsi: WORD_FONT[resume.resumeFontFamily],
    eastAsia: EAST_ASIAN_FONT[resume.resumeLanguage] ?? WORD_FONT[resume.resumeFontFamily],
    cs: COMPLEX_SCRIPT_FONT[resume.resumeLanguage] ?? WORD_FONT[resume.resumeFontFamily],
  }
  const size = bodySizeHalfPoints(resume)
  const doc = new Document({
    title: printTitle(resume),
    creator: printAuthor(resume) || 'Vitae',
    lastModifiedBy: printAuthor(resume) || 'Vitae',
    description: 'Resume exported from Vitae',
    styles: {
      default: {
        document: {
          run: {
            font,
            size,
            sizeComplexScript: size,
            language: { value: language, eastAsia: language, bidirectional: language },
          },
          paragraph: { spacing: { after: 60, line: 264 } },
        },
        title: {
          run: { font, size: size * 2.4, bold: true, color },
          paragraph: { spacing: { after: 40 } },
        },
        heading1: {
          run: { font, size: Math.round(size * 1.2), bold: true, color, allCaps: true },
          paragraph: {
            spacing: { before: 240, after: 80 },
            keepNext: true,
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color, space: 2 } },
          },
        },
        heading2: {
          run: { font, size: Math.round(size * 1.05), bold: true, color: '262626' },
          paragraph: { spacing: { before: 140, after: 20 }, keepNext: true },
        },
        hyperlink: { run: { color: '1F4E9A', underline: {} } },
      },
      paragraphStyles: [
        {
          id: 'Subtitle',
          name: 'Subtitle',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { size: Math.round(size * 1.3), color: '404040' },
          paragraph: { spacing: { after: 120 } },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: 'vitae-bullets',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.START,
              style: { paragraph: { indent: { start: 360, hanging: 240 } } },
            },
          ],
        },
        {
          reference: 'vitae-numbers',
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.START,
              style: { paragraph: { indent: { start: 360, hanging: 300 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: {
              top: PAGE.margin,
              bottom: PAGE.margin,
              left: PAGE.margin,
              right: PAGE.margin,
            },
          },
        },
        children,
      },
    ],
  })
  return new Uint8Array(await Packer.toArrayBuffer(doc))
}
