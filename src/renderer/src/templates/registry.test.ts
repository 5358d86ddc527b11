import { TEMPLATES } from '@shared/resume'
import { describe, expect, it } from 'vitest'
import { BusinessTemplate } from './business/BusinessTemplate'
import { TEMPLATE_COMPONENTS, templateComponent } from './registry'

describe('templateComponent', () => {
  it('has its own component for each of the nine templates, without fallback', () => {
    const components = TEMPLATES.map((name) => templateComponent(name))
    expect(new Set(components).size).toBe(TEMPLATES.length)
    expect(Object.keys(TEMPLATE_COMPONENTS).sort()).toEqual([...TEMPLATES].sort())
    expect(templateComponent('Business')).toBe(BusinessTemplate)
  })
})
