// Which component draws each stored template name. Temporary: templates not built yet (Casual,
// Bebek, Fancy, Liner, Moda, Professional) fall back to Business until they land.
import type { TemplateName } from '@shared/resume'
import type { ComponentType } from 'react'
import { BusinessTemplate } from './business/BusinessTemplate'
import { ClassicTemplate } from './classic/ClassicTemplate'
import { DefaultTemplate } from './default/DefaultTemplate'
import type { TemplateProps } from './fonts'

const BUILT: Partial<Record<TemplateName, ComponentType<TemplateProps>>> = {
  Business: BusinessTemplate,
  Classic: ClassicTemplate,
  Default: DefaultTemplate,
}

export function templateComponent(name: TemplateName): ComponentType<TemplateProps> {
  return BUILT[name] ?? BusinessTemplate
}
