import { describe, expect, it } from 'vitest'
import { elementFor, selectionFor, targetAt, targetsIn } from './selection'

function page(template: string) {
  document.body.innerHTML = `
    <article data-template="${template}">
      <header data-section="personal" data-keep>
        <h1 id="name">Ada</h1>
        <div data-section="summary"><p id="summary">Builds engines.</p></div>
      </header>
      <section data-section="experiences">
        <h3 id="title" data-section-title>Experience</h3>
        <div data-item-id="e1" data-keep><p id="job">Engineer</p></div>
        <div data-item-id="e2" data-keep>Analyst</div>
      </section>
      <section data-section="skills"><ul><li data-item-id="0" id="skill">TypeScript</li></ul></section>
      <section data-section="unknown"><p id="stray">?</p></section>
    </article>`
  return document.body.querySelector('article') as HTMLElement
}

const byId = (id: string) => document.getElementById(id)

describe('preview selection', () => {
  it('names the item and its section for a point inside an item', () => {
    page('Liner')
    const target = targetAt(byId('job'))
    expect(target?.getAttribute('data-item-id')).toBe('e1')
    expect(selectionFor(target as Element)).toEqual({ sectionName: 'experiences', itemId: 'e1' })
    expect(selectionFor(targetAt(byId('skill')) as Element)).toEqual({
      sectionName: 'skills',
      itemId: '0',
    })
  })

  it('names the whole section for its title', () => {
    page('Liner')
    expect(selectionFor(targetAt(byId('title')) as Element)).toEqual({
      sectionName: 'experiences',
      itemId: null,
    })
  })

  it('maps the header and the summary to personal without an item', () => {
    page('Liner')
    expect(selectionFor(targetAt(byId('name')) as Element)).toEqual({
      sectionName: 'personal',
      itemId: null,
    })
    expect(selectionFor(targetAt(byId('summary')) as Element)).toEqual({
      sectionName: 'personal',
      itemId: null,
    })
  })

  it('ignores sections the editor does not know', () => {
    page('Liner')
    expect(targetAt(byId('stray'))).toBeNull()
  })

  it('makes nothing of Professional hoverable or clickable', () => {
    const root = page('Professional')
    expect(targetAt(byId('job'))).toBeNull()
    expect(targetsIn(root)).toEqual([])
  })

  it('lists the targets in reading order for the keyboard', () => {
    const root = page('Moda')
    const names = targetsIn(root).map(
      (element) => element.getAttribute('data-item-id') ?? element.getAttribute('data-section'),
    )
    expect(names).toEqual(['personal', 'summary', 'experiences', 'e1', 'e2', 'skills', '0'])
  })

  it('finds the element of the current selection, falling back to its section', () => {
    const root = page('Moda')
    expect(elementFor(root, { sectionName: 'experiences', itemId: 'e2' })?.textContent).toBe(
      'Analyst',
    )
    expect(elementFor(root, { sectionName: 'skills', itemId: 'gone' })?.dataset.section).toBe(
      'skills',
    )
    expect(elementFor(root, { sectionName: 'personal', itemId: null })?.dataset.section).toBe(
      'personal',
    )
    // The same id in another section is not the selected item.
    expect(elementFor(root, { sectionName: 'skills', itemId: 'e1' })?.dataset.section).toBe(
      'skills',
    )
    expect(elementFor(root, null)).toBeNull()
  })
})
