import { describe, expect, it } from 'vitest'
import { BusinessTemplate } from './business/BusinessTemplate'
import { ClassicTemplate } from './classic/ClassicTemplate'
import { DefaultTemplate } from './default/DefaultTemplate'
import { templateComponent } from './registry'

describe('templateComponent', () => {
  it('draws the built templates with their own component', () => {
    expect(templateComponent('Business')).toBe(BusinessTemplate)
    expect(templateComponent('Classic')).toBe(ClassicTemplate)
    expect(templateComponent('Default')).toBe(DefaultTemplate)
  })

  it('falls back to Business for templates not built yet', () => {
    expect(templateComponent('Fancy')).toBe(BusinessTemplate)
  })
})
