import { render } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { TOASTS_CLEARANCE_PROPERTY, TOASTS_RAISED_ATTRIBUTE, useToastsAbove } from './toasts-clearance'

function BottomBar({ top }: { top: number }) {
  const ref = useRef<HTMLDivElement>(null)
  useToastsAbove(ref)
  return (
    <div
      ref={(element) => {
        ref.current = element
        if (element) element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 300, height: 60 })
      }}
    />
  )
}

describe('useToastsAbove', () => {
  const root = document.documentElement

  it('raises the toast stack above the element while it is mounted, by its distance from the window’s bottom', () => {
    const view = render(<BottomBar top={window.innerHeight - 104} />)
    expect(root.hasAttribute(TOASTS_RAISED_ATTRIBUTE)).toBe(true)
    expect(root.style.getPropertyValue(TOASTS_CLEARANCE_PROPERTY)).toBe('104px')
    view.unmount()
    expect(root.hasAttribute(TOASTS_RAISED_ATTRIBUTE)).toBe(false)
    expect(root.style.getPropertyValue(TOASTS_CLEARANCE_PROPERTY)).toBe('')
  })

  it('stays raised while any holder is mounted, above the highest of them', () => {
    const low = render(<BottomBar top={window.innerHeight - 80} />)
    const high = render(<BottomBar top={window.innerHeight - 150} />)
    expect(root.style.getPropertyValue(TOASTS_CLEARANCE_PROPERTY)).toBe('150px')
    high.unmount()
    expect(root.hasAttribute(TOASTS_RAISED_ATTRIBUTE)).toBe(true)
    expect(root.style.getPropertyValue(TOASTS_CLEARANCE_PROPERTY)).toBe('80px')
    low.unmount()
    expect(root.hasAttribute(TOASTS_RAISED_ATTRIBUTE)).toBe(false)
  })

  it('measures again when the window is resized', () => {
    const view = render(<BottomBar top={500} />)
    const height = window.innerHeight
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 700 })
    window.dispatchEvent(new Event('resize'))
    expect(root.style.getPropertyValue(TOASTS_CLEARANCE_PROPERTY)).toBe('200px')
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: height })
    view.unmount()
  })
})
