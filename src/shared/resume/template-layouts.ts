// Where each template puts each block: the column orders are declared once, here, and read by
// the React templates (src/renderer/src/templates) and by the Word export (src/node/export), so
// an edited Word document keeps the sections in the order and column the PDF shows them.
import type { TemplateName } from './resume'

/** A block of the page: the summary or one list section (the shared Blocks renderer's ids). */
export type BlockId =
  | 'summary'
  | 'experiences'
  | 'educations'
  | 'projects'
  | 'certifications'
  | 'references'
  | 'skills'
  | 'languages'
  | 'honors'
  | 'publications'
  | 'hobbies'
  | 'voluntaries'
  | 'exhibitions'

/**
 * A template's columns. `sidebar` is the side of the narrow column (null: one column, all of
 * `main`). Contact details go to the narrow column when there is one, else under the name.
 */
export interface TemplateLayout {
  readonly sidebar: 'left' | 'right' | null
  /** The narrow column, top to bottom (empty for one-column templates). */
  readonly side: readonly BlockId[]
  /** The wide column (or the only one), top to bottom. */
  readonly main: readonly BlockId[]
  /** The summary is part of the header (under the name), not a titled section of a column. */
  readonly summaryInHeader: boolean
}

export const TEMPLATE_LAYOUTS = {
  Business: {
    summaryInHeader: false,
    sidebar: 'right',
    main: [
      'summary',
      'experiences',
      'educations',
      'projects',
      'certifications',
      'publications',
      'exhibitions',
      'voluntaries',
    ],
    side: ['skills', 'languages', 'references', 'honors', 'hobbies'],
  },
  Liner: {
    sidebar: null,
    side: [],
    summaryInHeader: true,
    main: [
      'experiences',
      'educations',
      'skills',
      'languages',
      'projects',
      'certifications',
      'hobbies',
      'honors',
      'publications',
      'exhibitions',
      'voluntaries',
      'references',
    ],
  },
  Bebek: {
    summaryInHeader: false,
    sidebar: 'left',
    side: ['skills', 'languages', 'certifications', 'honors', 'hobbies'],
    main: [
      'summary',
      'experiences',
      'educations',
      'projects',
      'publications',
      'exhibitions',
      'voluntaries',
      'references',
    ],
  },
  Moda: {
    sidebar: 'left',
    side: ['educations', 'skills', 'languages', 'certifications', 'references'],
    summaryInHeader: true,
    main: [
      'experiences',
      'projects',
      'publications',
      'honors',
      'voluntaries',
      'hobbies',
      'exhibitions',
    ],
  },
  Default: {
    summaryInHeader: false,
    sidebar: 'left',
    side: [
      'skills',
      'languages',
      'hobbies',
      'honors',
      'publications',
      'exhibitions',
      'voluntaries',
    ],
    main: ['summary', 'experiences', 'educations', 'projects', 'certifications', 'references'],
  },
  Classic: {
    sidebar: 'right',
    side: ['certifications', 'skills', 'languages'],
    summaryInHeader: true,
    main: [
      'experiences',
      'educations',
      'projects',
      'references',
      'publications',
      'exhibitions',
      'hobbies',
      'honors',
      'voluntaries',
    ],
  },
  Casual: {
    summaryInHeader: false,
    sidebar: 'left',
    side: ['skills', 'languages', 'certifications', 'honors', 'references', 'hobbies'],
    main: [
      'summary',
      'experiences',
      'educations',
      'projects',
      'voluntaries',
      'publications',
      'exhibitions',
    ],
  },
  Fancy: {
    summaryInHeader: false,
    sidebar: null,
    side: [],
    main: [
      'summary',
      'skills',
      'experiences',
      'educations',
      'languages',
      'projects',
      'certifications',
      'references',
      'publications',
      'hobbies',
      'honors',
      'voluntaries',
      'exhibitions',
    ],
  },
  Professional: {
    summaryInHeader: false,
    sidebar: null,
    side: [],
    main: [
      'summary',
      'experiences',
      'educations',
      'projects',
      'skills',
      'languages',
      'certifications',
      'honors',
      'references',
      'voluntaries',
      'hobbies',
      'publications',
      'exhibitions',
    ],
  },
} as const satisfies Record<TemplateName, TemplateLayout>
