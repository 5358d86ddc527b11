import { describe, expect, it } from 'vitest'
import { sectionOfHeading } from './headings'

describe('sectionOfHeading', () => {
  it.each([
    ['Work Experience', 'experiences'],
    ['Organisational / managerial skills', 'skills'],
    ['Mother tongue(s)', 'languages'],
    ['BERUFSERFAHRUNG', 'experiences'],
    ['İŞ DENEYİMİ', 'experiences'],
    ['Experiencia profesional', 'experiences'],
    ['Expérience professionnelle', 'experiences'],
    ['Esperienza lavorativa', 'experiences'],
    ['Experiência profissional', 'experiences'],
    ['Werkervaring', 'experiences'],
    ['Ausbildung', 'educations'],
    ['EĞİTİM', 'educations'],
    ['Formación académica', 'educations'],
    ['Skills:', 'skills'],
    ['IT-Kenntnisse', 'skills'],
    ['Compétences', 'skills'],
    ['Sprachen', 'languages'],
    ['Yabancı Diller', 'languages'],
    ['Zertifikate & Weiterbildungen', 'certifications'],
    ['Licenses & Certifications', 'certifications'],
    ['Kurzprofil', 'summary'],
    ['Centres d’intérêt', 'hobbies'],
    ['Ehrenamtliches Engagement', 'voluntaries'],
    ['Honours & Awards', 'honors'],
    ['Publications', 'publications'],
    ['Exhibitions', 'exhibitions'],
    ['References', 'references'],
    ['Kontakt', 'contact'],
  ])('%s → %s', (text, key) => {
    expect(sectionOfHeading(text)).toBe(key)
  })

  it('reads a combined heading by its first part', () => {
    expect(sectionOfHeading('Skills & Languages')).toBe('skills')
  })

  it('is not fooled by sentences and names', () => {
    expect(sectionOfHeading('Led a team of five engineers')).toBeNull()
    expect(sectionOfHeading('Pinecrest Media')).toBeNull()
  })
})

describe('sectionOfHeading on real-world heading forms', () => {
  it.each([
    ['EDUCACION', 'educations'],
    ['COMPETENCES', 'skills'],
    ['Programming Skills', 'skills'],
    ['Teknik Yetenekler', 'skills'],
    ['Proyectos académicos', 'projects'],
    ['Programmierkenntnisse', 'skills'],
    ['Projektmanagementerfahrung', 'experiences'],
    ['PROJECT', 'projects'],
    ['Patents', 'publications'],
    ['Invited Talks', 'publications'],
    ['Involvement', 'voluntaries'],
    ['Civil service', 'experiences'],
    ['Thesis', 'other'],
  ])('%s → %s', (text, key) => {
    expect(sectionOfHeading(text)).toBe(key)
  })
})
