import { describe, expect, it } from 'vitest'
import { parseCertification, parseCertifications, stackedItems } from './certifications'
import { line } from './test-lines'

describe('parseCertifications: stacked items', () => {
  it('groups course, issuer and date set tight together, items set apart by more space', () => {
    const items = parseCertifications([
      line('Harbour Pilot Licence', { gapAbove: 1 }),
      line('Maritime Authority of Northland', { gapAbove: 0.7 }),
      line('Mar 2020', { gapAbove: 0.7 }),
      line('Radio Operator Certificate', { gapAbove: 1.5 }),
      line('Coastal Radio School', { gapAbove: 0.7 }),
      line('Jun 2018', { gapAbove: 0.7 }),
    ])
    expect(items).toEqual([
      expect.objectContaining({
        course: 'Harbour Pilot Licence',
        institute: 'Maritime Authority of Northland',
        startDate: '03/2020',
      }),
      expect.objectContaining({
        course: 'Radio Operator Certificate',
        institute: 'Coastal Radio School',
        startDate: '06/2018',
      }),
    ])
  })

  it('takes the line under a course with its date in a cell of its own as the issuer', () => {
    const items = parseCertifications([
      line('2021\tSAILING INSTRUCTOR', { x: 40, textX: 100, gapAbove: 1 }),
      line('Northgate Sailing Club', { x: 100, textX: 100, gapAbove: 0.3 }),
      line('2022\tSAILING INSTRUCTOR', { x: 40, textX: 100, gapAbove: 1.5 }),
      line('Northgate Sailing Club', { x: 100, textX: 100, gapAbove: 0.1 }),
    ])
    expect(items.map((c) => [c.course, c.institute, c.startDate])).toEqual([
      ['SAILING INSTRUCTOR', 'Northgate Sailing Club', '2021'],
      ['SAILING INSTRUCTOR', 'Northgate Sailing Club', '2022'],
    ])
  })

  it('joins a "— Issuer" piece printed on the next line', () => {
    const items = parseCertifications([
      line('Knot Tying Fundamentals', { width: 100 }),
      line('— Harbour Guild', { width: 60 }),
      line('Chart Reading Basics — Tide Office', { width: 150 }),
    ])
    expect(items.map((c) => [c.course, c.institute])).toEqual([
      ['Knot Tying Fundamentals', 'Harbour Guild'],
      ['Chart Reading Basics', 'Tide Office'],
    ])
  })
})

describe('stackedItems', () => {
  it('keeps a sponsor set a little further below its award in the award, when awards are a line apart', () => {
    const items = stackedItems([
      line('05/2019 – 11/2019', { gapAbove: 1.2 }),
      line('Northland Travel Grant', { gapAbove: 0.2 }),
      line('Harbour Works Ltd', { gapAbove: 0.4 }),
      line('01/2018 – 06/2018', { gapAbove: 1.6 }),
      line('Coastal Science Prize', { gapAbove: 0.2 }),
    ])
    expect(items).toEqual([
      '05/2019 – 11/2019, Northland Travel Grant, Harbour Works Ltd',
      '01/2018 – 06/2018, Coastal Science Prize',
    ])
  })
})

describe('parseCertification: commas', () => {
  it('splits at the last comma outside brackets, unless a role or a number follows', () => {
    expect(parseCertification('Cloud Basics, Skyline Academy (SA)')).toMatchObject({
      course: 'Cloud Basics',
      institute: 'Skyline Academy (SA)',
    })
    expect(parseCertification('Certified Professional, Java Programmer').institute).toBe('')
    expect(parseCertification('Licences 7, 9 and 12').institute).toBe('')
    expect(parseCertification('Welding (Advanced, 300 hrs.)').institute).toBe('')
  })
})
