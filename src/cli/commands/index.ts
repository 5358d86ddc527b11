// Every `cv` command, in the order the help lists them. A new command is one file in this
// folder plus one line here.
import type { Command } from '../command'
import { convertCommand } from './convert'
import { enhanceCommand } from './enhance'
import { exportCommand } from './export'
import { evaluateCommand } from './evaluate'
import { helpCommand } from './help'
import { importCommand } from './import'
import { translateCommand } from './translate'
import { validateCommand } from './validate'

export const COMMANDS: readonly Command[] = [
  helpCommand(() => COMMANDS),
  validateCommand,
  convertCommand,
  exportCommand,
  evaluateCommand,
  enhanceCommand,
  importCommand,
  translateCommand,
]
