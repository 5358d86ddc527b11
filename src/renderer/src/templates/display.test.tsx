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

  it('keeps an e-mail whole (never wraps it) and isolates it from the line direction', () => {
    const { container } = render(<ContactValue value="ada@example.com" />)
    const bdi = container.querySelector('bdi')!
    expect(bdi.textContent).toBe('ada@example.com')
    expect(bdi.style.whiteSpace).toBe('nowrap')
    expect(bdi.style.fontSize).toBe('')
  })

  it('prints a long e-mail smaller instead of breaking it, and lets an address wrap', () => {
    const long = 'maximiliane.wolkenstein-rodenegg@beratungsgesellschaft.example'
    const { container } = render(<ContactValue value={long} />)
    const bdi = container.querySelector('bdi')!
    expect(bdi.style.whiteSpace).toBe('nowrap')
    expect(parseFloat(bdi.style.fontSize)).toBeLessThan(1)
    const address = render(<ContactValue value="Lange Straße 12, 10115 Berlin" />).container
    expect(address.querySelector('bdi')!.style.whiteSpace).toBe('')
  })
})
