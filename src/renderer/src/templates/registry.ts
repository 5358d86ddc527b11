// Which component draws each stored template name: all nine are built, none falls back.
import type { TemplateName } from '@shared/resume'
import type { ComponentType } from 'react'
import { BebekTemplate } from './bebek/BebekTemplate'
import { BusinessTemplate } from './business/BusinessTemplate'
import { CasualTemplate } from './casual/CasualTemplate'
import { ClassicTemplate } from './classic/ClassicTemplate'
import { DefaultTemplate } from './default/DefaultTemplate'
import { FancyTemplate } from './fancy/FancyTemplate'
import type { TemplateProps } from './fonts'
import { LinerTemplate } from './liner/LinerTemplate'
import { ModaTemplate } from './moda/ModaTemplate'
import { ProfessionalTemplate } from './professional/ProfessionalTemplate'

export const TEMPLATE_COMPONENTS: Readonly<Record<TemplateName, ComponentType<TemplateProps>>> = {
  Business: BusinessTemplate,
  Liner: LinerTemplate,
  Bebek: BebekTemplate,
  Moda: ModaTemplate,
  Default: DefaultTemplate,
  Classic: ClassicTemplate,
  Casual: CasualTemplate,
  Fancy: FancyTemplate,
  Professional: ProfessionalTemplate,
}

export function templateComponent(name: TemplateName): ComponentType<TemplateProps> {
  return TEMPLATE_COMPONENTS[name]
}
