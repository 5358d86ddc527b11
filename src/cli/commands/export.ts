// `cv export`: prints a resume to PDF through the same print page and Chromium renderer the
// cloud uses (src/node/pdf), so the file is exactly what the app's Download gives.
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

const help = `Usage: cv export <file.json> [--template <name>] [--out <file.pdf>] [--adjust]

Prints a resume (Vitae or JSON Resume) to a PDF with real, selectable text, exactly as the app's
Download does. The input is repaired first and every fix is reported on stderr.

Options:
  --template <name>  the template to print with (default: the resume's own); one of
${wrap(templateList, 72, ' '.repeat(21))}
  --out <file.pdf>   where to write the PDF (default: First_Last_Job_Title.pdf here;
                     "-" writes it to stdout)
  --adjust           the whole resume on one tall page instead of A4 pages
  -h, --help         show this help

Needs the built web app (npm run build:web; WEB_DIST_DIR names another folder) and Chromium
(CHROMIUM_PATH, default /usr/bin/chromium).

Examples:
  cv export my-resume.json --template Classic --out cv.pdf
  cv export resume.json --adjust --out - > cv.pdf`

export const exportCommand: Command = {
  help,
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(
      args,
      {
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

    const loaded = await loadResume(file, io)
    reportFixes(file, loaded, io)
    const resume = template ? { ...loaded.resume, selectedTemplate: template } : loaded.resume
    const out = values.out ?? resumeFileName(resume.contact)

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
    try {
      await writeFile(out, pdf)
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? String(error)
      throw new CliError(`cannot write '${out}': ${reason}`)
    }
    const size = `${Math.round(pdf.length / 1024)} KiB`
    const pageWord = pages === 1 ? 'page' : 'pages'
    io.err(`wrote ${out} (${resume.selectedTemplate}, ${pages} ${pageWord}, ${size})`)
    return EXIT_OK
  },
}
