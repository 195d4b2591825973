import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import calendar from '@tabler/icons/outline/calendar.svg?raw'
import { LineIcon } from './line-icon'
import { strokesOf } from './line-icon-strokes'

describe('LineIcon', () => {
  it('draws every stroke of the Tabler icon as one path, without its invisible bounding box', () => {
    const strokes = strokesOf(calendar)
    expect(strokes).not.toContain('M0 0h24v24H0z')
    // calendar.svg: the frame, two rings, the line under them and the day.
    expect(strokes.match(/M/g)).toHaveLength(6)
    expect(strokes.startsWith('M4 7a2 2 0 0 1 2 -2h12')).toBe(true)
  })

  it('is one hidden <svg> with one path, sized by the row', () => {
    const { container } = render(<LineIcon name="calendar" size={16} />)
    const svg = container.querySelector('svg')!
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg.querySelectorAll('*')).toHaveLength(1)
    expect(svg.querySelector('path')).toHaveAttribute('d', strokesOf(calendar))
    expect(svg.style.getPropertyValue('--line-icon-size')).toBe('16px')
  })
})
