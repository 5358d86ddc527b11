import { createResume, type Resume } from '@shared/resume'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useEditor } from '../../stores/editor'
import { withItems } from '../../templates/testing'
import { PreviewPane } from './PreviewPane'

function resumeFor(template: Resume['selectedTemplate']): Resume {
  const base = createResume({
    selectedTemplate: template,
    contact: { ...createResume().contact, firstName: 'Ada', lastName: 'Lovelace' },
  })
  return withItems(base, 'experiences', [
    { id: 'e1', title: 'Engineer', company: 'Engines Ltd' },
    { id: 'e2', title: 'Analyst', company: 'Difference Co' },
  ])
}

function show(resume: Resume) {
  act(() => useEditor.getState().open('cv-1', resume))
  const current = useEditor.getState().resume as Resume
  return render(<PreviewPane resume={current} />)
}

const item = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`[data-item-id="${id}"]`) as HTMLElement

describe('PreviewPane', () => {
  beforeEach(() => act(() => useEditor.getState().close()))

  it('selects the clicked item in the editor', () => {
    const { container } = show(resumeFor('Classic'))
    fireEvent.click(item(container, 'e2').firstElementChild ?? item(container, 'e2'))
    expect(useEditor.getState().activeSection).toEqual({ sectionName: 'experiences', itemId: 'e2' })
  })

  it('selects personal for the header', () => {
    const { container } = show(resumeFor('Classic'))
    act(() => useEditor.getState().setActiveSection({ sectionName: 'experiences', itemId: 'e1' }))
    fireEvent.click(container.querySelector('[data-section="personal"]') as HTMLElement)
    expect(useEditor.getState().activeSection).toEqual({ sectionName: 'personal', itemId: null })
  })

  it('highlights what the pointer is over and forgets it when the pointer leaves', () => {
    const { container } = show(resumeFor('Classic'))
    const target = item(container, 'e1')
    fireEvent.mouseOver(target)
    expect(target.hasAttribute('data-preview-hover')).toBe(true)
    fireEvent.mouseOver(item(container, 'e2'))
    expect(target.hasAttribute('data-preview-hover')).toBe(false)
    fireEvent.mouseLeave(container.querySelector('.preview-pane__paper') as HTMLElement)
    expect(container.querySelector('[data-preview-hover]')).toBeNull()
  })

  it('lets keyboard users walk the sections and items and select one with Enter', () => {
    const { container } = show(resumeFor('Classic'))
    const paper = container.querySelector<HTMLElement>('.preview-pane__paper') as HTMLElement
    expect(paper.tabIndex).toBe(0)
    paper.focus()
    fireEvent.keyDown(paper, { key: 'End' })
    expect(document.activeElement).toBe(item(container, 'e2'))
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(item(container, 'e1'))
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' })
    expect(useEditor.getState().activeSection).toEqual({ sectionName: 'experiences', itemId: 'e1' })
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' })
    expect(document.activeElement).toBe(paper)
  })

  it('marks the current selection in the preview', () => {
    const { container } = show(resumeFor('Classic'))
    act(() => useEditor.getState().setActiveSection({ sectionName: 'experiences', itemId: 'e2' }))
    expect(container.querySelector('[data-preview-active]')).toBe(item(container, 'e2'))
  })

  it('makes nothing of Professional hoverable or clickable', () => {
    const { container } = show(resumeFor('Professional'))
    const before = useEditor.getState().activeSection
    const header = container.querySelector<HTMLElement>('[data-section="personal"]') as HTMLElement
    fireEvent.mouseOver(header)
    fireEvent.click(header)
    expect(header.hasAttribute('data-preview-hover')).toBe(false)
    expect(useEditor.getState().activeSection).toEqual(before)
    expect(
      screen.getByRole('region', { name: 'Preview' }).querySelector('[tabindex="0"]'),
    ).toBeNull()
  })

  it('shows the page count', () => {
    show(resumeFor('Classic'))
    expect(screen.getByText('1 page')).toBeDefined()
  })
})
