// Every `cv` command, in the order the help lists them, with the one line the list shows. A new
// command is one file in this folder plus one line here. Each file is loaded only when its
// command runs (or its help is asked for), so `cv --help` loads none of them.
import type { CommandEntry } from '../command'
import { helpCommand } from './help'

export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'help',
    summary: 'show this help, or a command’s help',
    load: async () => helpCommand(COMMANDS),
  },
  {
    name: 'validate',
    summary: 'check and repair a resume file, reporting every fix',
    load: async () => (await import('./validate')).validateCommand,
  },
  {
    name: 'convert',
    summary: 'convert a resume between Vitae and JSON Resume',
    load: async () => (await import('./convert')).convertCommand,
  },
  {
    name: 'export',
    summary: 'print a resume to a PDF with real text',
    load: async () => (await import('./export')).exportCommand,
  },
  {
    name: 'evaluate',
    summary: 'evaluate a resume (PDF or JSON) offline and print the evaluation JSON',
    load: async () => (await import('./evaluate')).evaluateCommand,
  },
  {
    name: 'enhance',
    summary: 'suggest rewrites for a resume (JSON) and print them as JSON',
    load: async () => (await import('./enhance')).enhanceCommand,
  },
  {
    name: 'import',
    summary: 'import a PDF, .docx or JSON Resume file as a Vitae resume',
    load: async () => (await import('./import')).importCommand,
  },
  {
    name: 'translate',
    summary: 'translate a resume into another language',
    load: async () => (await import('./translate')).translateCommand,
  },
]
