import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ContactValue, DateRange, Separated } from './display'

describe('display helpers', () => {
  it('isolates each date of a range, with the dash only between two dates', () => {
    const { container } = render(<DateRange start="01/2020" end="Present" />)
    expect([...container.querySelectorAll('bdi')].map((d) => d.textContent)).toEqual([
      '01/2020',
      'Present',
    ])
    expect(container.textContent).toBe('01/2020 – Present')
    document.body.innerHTML = ''
    expect(render(<DateRange start=" " end="02/2021" />).container.textContent).toBe('02/2021')
    document.body.innerHTML = ''
    expect(render(<DateRange start="" end="" />).container.innerHTML).toBe('')
  })

  it('puts separators only between present values, each value isolated', () => {
    const { container } = render(<Separated values={['a', '', null, 'b']} separator=" · " />)
    expect(container.textContent?.replace(/\u00a0/g, ' ')).toBe('a · b')
    expect(container.querySelectorAll('bdi')).toHaveLength(2)
  })

  it('lets an e-mail wrap after its @ and isolates it from the line direction', () => {
    const { container } = render(<ContactValue value="ada@example.com" />)
    expect(container.innerHTML).toBe('<bdi>ada@<wbr>example.com</bdi>')
  })
})
