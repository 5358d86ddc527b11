import { describe, expect, it } from 'vitest'
import { readListSection } from './list-sections'
import { line } from './test-lines'

describe('readListSection', () => {
  it('sends a languages row of a skills block to languages only when it names a language', () => {
    const read = readListSection('skills', [
      line('Languages: Italian, Greek'),
      line('Programming languages: Zig, Nim'),
    ])
    expect(read.languages.map((l) => l.name)).toEqual(['Italian', 'Greek'])
    expect(read.skills.map((s) => s.name)).toEqual(['Zig', 'Nim'])
  })

  it('reads a skills row under a languages heading as skills', () => {
    const read = readListSection('languages', [line('Greek (B2)'), line('Dev.\tZig, Nim, Odin')])
    expect(read.languages).toEqual([{ name: 'Greek', level: 'B2' }])
    expect(read.skills.map((s) => s.name)).toEqual(['Zig', 'Nim', 'Odin'])
  })

  it('drops the first cell of rows set in the same column as labels of other lists', () => {
    const read = readListSection('skills', [
      line('Tooling\tVim\tTmux\tMake'),
      line('Interests\tChess\tJudo'),
    ])
    expect(read.skills.map((s) => s.name)).toEqual(['Vim', 'Tmux', 'Make'])
    expect(read.hobbies).toEqual(['Chess', 'Judo'])
  })

  it('gives the languages under a "Mother tongue(s)" title that level', () => {
    expect(readListSection('languages', [line('Basque')], 'Mother tongue(s)').languages).toEqual([
      { name: 'Basque', level: 'Mother tongue' },
    ])
  })

  it('leaves out a page footer that names the document', () => {
    const read = readListSection('hobbies', [line('Chess'), line('Jane Roe\tCurriculum vitae')])
    expect(read.hobbies).toEqual(['Chess'])
  })

  it('leaves out a driving licence row', () => {
    expect(readListSection('skills', [line('Driving licence\tB'), line('Welding')]).skills).toEqual(
      [{ name: 'Welding', level: '' }],
    )
  })
})
