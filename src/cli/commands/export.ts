// `cv export`: prints a resume to PDF through the same print page and Chromium renderer the
// cloud uses (src/node/pdf), so the file is exactly what the app's Download gives; or writes it
// as an editable Word document (src/node/export/docx), as the app's "Word (.docx)" download does.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { projectRoot } from '@node/project-root'
import { resumeFileName } from '@shared/export'
import { TEMPLATES, TEMPLATE_DISPLAY_NAMES, toTemplateName } from '@shared/resume'
import { parseCommandArgs } from '../args'
import { CliError, EXIT_OK, usageError, type Command } from '../command'
import { loadResume, reportFixes } from '../load'

/** The built web app that holds the print page (the same folder the cloud serves). */
const DEFAULT_BUNDLE_DIR = join(projectRoot(import.meta.dirname), 'dist/web')

const templateList = TEMPLATES.map((name) =>
  TEMPLATE_DISPLAY_NAMES[name] === name ? name : `${name} (${TEMPLATE_DISPLAY_NAMES[name]})`,
).join(', ')

/** The words of the text in lines of at most `width` characters, each indented. */
function wrap(text: string, width: number, indent: string): string {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(indent + line)
  return lines.join('\n')
}

const FORMATS = ['pdf', 'docx'] as const
type Format = (typeof FORMATS)[number]

const help = `Usage: cv export <file.json> [--format pdf|docx] [--template <name>] [--out <file>] [--adjust]

Prints a resume (Vitae or JSON Resume) to a PDF with real, selectable text, exactly as the app's
Download does, or writes it as an editable Word document. The input is repaired first and every
fix is reported on stderr.

Options:
  --format <pdf|docx>  pdf (default) or docx (Word); without it, an --out name ending in .docx
                       means docx
  --template <name>    the template to lay it out with (default: the resume's own); one of
${wrap(templateList, 72, ' '.repeat(23))}
  --out <file>         where to write it (default: First_Last_Job_Title.pdf or .docx here;
                       "-" writes it to stdout)
  --adjust             PDF only: the whole resume on one tall page instead of A4 pages
  -h, --help           show this help

A PDF needs the built web app (npm run build:web; WEB_DIST_DIR names another folder) and Chromium
(CHROMIUM_PATH, default /usr/bin/chromium). A Word document needs neither.

Examples:
  cv export my-resume.json --template Classic --out cv.pdf
  cv export resume.json --adjust --out - > cv.pdf
  cv export resume.json --format docx`

function kib(bytes: Uint8Array): string {
  return `${Math.max(1, Math.round(bytes.length / 1024))} KiB`
}

async function writeOut(out: string, bytes: Uint8Array): Promise<void> {
  try {
    await writeFile(out, bytes)
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error)
    throw new CliError(`cannot write '${out}': ${reason}`)
  }
}

export const exportCommand: Command = {
  help,
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(
      args,
      {
        format: { type: 'string', short: 'f' },
        template: { type: 'string', short: 't' },
        out: { type: 'string', short: 'o' },
        adjust: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      help,
    )
    if (values.help) {
      io.out(`${help}\n`)
      return EXIT_OK
    }
    const [file, ...extra] = positionals
    if (file === undefined) throw usageError('export needs a resume file.', help)
    if (extra.length > 0)
      throw usageError(`export takes one file; also got: ${extra.join(' ')}`, help)
    const template = values.template === undefined ? null : toTemplateName(values.template)
    if (values.template !== undefined && template === null) {
      throw usageError(`unknown template '${values.template}'; use one of ${templateList}.`, help)
    }

    let format: Format = values.out?.toLowerCase().endsWith('.docx') ? 'docx' : 'pdf'
    if (values.format !== undefined) {
      const asked = values.format.toLowerCase()
      if (!(FORMATS as readonly string[]).includes(asked)) {
        throw usageError(`unknown format '${values.format}'; use pdf or docx.`, help)
      }
      format = asked as Format
    }
    if (format === 'docx' && values.adjust) {
      throw usageError('--adjust applies to PDFs only (a Word document has no fixed pages).', help)
    }

    const loaded = await loadResume(file, io)
    reportFixes(file, loaded, io)
    const resume = template ? { ...loaded.resume, selectedTemplate: template } : loaded.resume
    const out = values.out ?? resumeFileName(resume.contact, format)

    if (format === 'docx') {
      const { resumeToDocx } = await import('@node/export/docx')
      const docx = await resumeToDocx(resume)
      if (out === '-') {
        io.outBytes(docx)
        return EXIT_OK
      }
      await writeOut(out, docx)
      io.err(`wrote ${out} (Word, ${resume.selectedTemplate} layout, ${kib(docx)})`)
      return EXIT_OK
    }

    // Loaded only here: Chromium's driver is heavy, and every other command starts without it.
    const { createPdfRenderer, PdfRenderError } = await import('@node/pdf/renderer')
    const renderer = createPdfRenderer({
      bundleDir: process.env.WEB_DIST_DIR?.trim() || DEFAULT_BUNDLE_DIR,
      chromiumPath: process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium',
      concurrency: 1,
    })
    let pdf: Uint8Array
    let pages: number
    try {
      const rendered = await renderer.render({ resume, adjust: values.adjust === true })
      pdf = rendered.pdf
      pages = rendered.layout.pages
    } catch (error) {
      if (error instanceof PdfRenderError) throw new CliError(error.message)
      throw error
    } finally {
      await renderer.close()
    }

    if (out === '-') {
      io.outBytes(pdf)
      return EXIT_OK
    }
    await writeOut(out, pdf)
    const pageWord = pages === 1 ? 'page' : 'pages'
    io.err(`wrote ${out} (${resume.selectedTemplate}, ${pages} ${pageWord}, ${kib(pdf)})`)
    return EXIT_OK
  },
}
