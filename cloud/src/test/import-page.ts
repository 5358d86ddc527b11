// The made-up resume page the import tests send, as the app's PDF reader would: one A4 page of
// positioned text items, [text, x, y, width, fontSize, bold].
import type { ImportPage } from '@shared/api'

type Row = [text: string, fontSize: number, y: number, bold: boolean]

const TITLE: Row = ['Data Engineer', 12, 70, false]

export interface SamplePageOptions {
  /** The job title line under the name; without it the offline parse leaves the title empty
   * (what the LLM refinement is asked to read again). */
  jobTitle?: boolean
}

/** Jana Novak, data engineer: name, contact line, one experience and a skills line. */
export function samplePage({ jobTitle = true }: SamplePageOptions = {}): ImportPage {
  const rows: Row[] = [
    ['Jana Novak', 24, 40, true],
    ...(jobTitle ? [TITLE] : []),
    ['jana.novak@example.com | +420 601 555 111 | Prague, Czech Republic', 9, 90, false],
    ['EXPERIENCE', 12, 130, true],
    ['Data Engineer, Vltava Analytics s.r.o.', 10, 150, true],
    ['Mar 2021 – Present', 10, 165, false],
    ['• Built nightly pipelines in Python and Airflow', 10, 180, false],
    ['SKILLS', 12, 220, true],
    ['Python, SQL, Airflow', 10, 240, false],
  ]
  return {
    width: 595,
    height: 842,
    items: rows.map(([text, size, y, bold]) => [text, 40, y, text.length * size * 0.5, size, bold]),
  }
}
