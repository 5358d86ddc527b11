import { createResume } from '@shared/resume'
import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { TemplateProps } from '../fonts'
import { PAGE_HEIGHT } from './geometry'
import { PaginatedDocument } from './PaginatedDocument'

/** A template whose root reports a fixed height: jsdom has no layout of its own. */
function tallTemplate(height: number) {
  return function Tall({ resume }: TemplateProps) {
    return (
      <article
        data-template="Test"
        ref={(element) => {
          if (element)
            vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({
              top: 0,
              left: 0,
              right: 794,
              bottom: height,
              width: 794,
              height: parseFloat(element.style.height) || height,
              x: 0,
              y: 0,
              toJSON: () => ({}),
            })
        }}
      >
        {resume.contact.firstName}
      </article>
    )
  }
}

describe('PaginatedDocument', () => {
  it('renders the resume in its template and reports the pages', () => {
    const onPages = vi.fn()
    const resume = createResume({ contact: { ...createResume().contact, firstName: 'Ada' } })
    const { container } = render(
      <PaginatedDocument resume={resume} template={tallTemplate(1500)} onPages={onPages} />,
    )
    const wrapper = container.querySelector('.paginated-document') as HTMLElement
    expect(wrapper.textContent).toBe('Ada')
    expect(wrapper.dataset.pages).toBe('2')
    expect(onPages).toHaveBeenLastCalledWith(2)
    // Padded to whole pages, so full-height columns paint both pages.
    const root = wrapper.firstElementChild as HTMLElement
    expect(parseFloat(root.style.height)).toBeCloseTo(2 * PAGE_HEIGHT, 1)
  })

  it('leaves the template as one tall page in adjust mode', () => {
    const onPages = vi.fn()
    const { container } = render(
      <PaginatedDocument
        resume={createResume()}
        template={tallTemplate(1500)}
        adjust
        onPages={onPages}
      />,
    )
    const root = container.querySelector('article') as HTMLElement
    expect(root.style.height).toBe('')
    expect(onPages).toHaveBeenLastCalledWith(1)
  })

  it('uses the template the resume names', () => {
    const { container } = render(
      <PaginatedDocument resume={createResume({ selectedTemplate: 'Liner' })} />,
    )
    expect(container.querySelector('article')?.dataset.template).toBe('Liner')
  })
})
