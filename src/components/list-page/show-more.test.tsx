import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MantineProvider } from '@mantine/core'
import { theme } from '@/theme'
import { ShowMore } from './show-more'

type Callback = (entries: { isIntersecting: boolean }[]) => void

/** jsdom has no IntersectionObserver: a stand-in that lets the test say when the end is near. */
function stubObserver() {
  const observers: Callback[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        observers.push(callback)
      }
      observe() {}
      disconnect() {}
    },
  )
  return (isIntersecting: boolean) => observers.at(-1)?.([{ isIntersecting }])
}

afterEach(() => vi.unstubAllGlobals())

describe('ShowMore', () => {
  it('shows the next page when the end scrolls near, and from its button', async () => {
    const reach = stubObserver()
    const onMore = vi.fn()
    render(
      <MantineProvider theme={theme}>
        <ShowMore left={40} onMore={onMore} />
      </MantineProvider>,
    )
    reach(false)
    expect(onMore).not.toHaveBeenCalled()
    reach(true)
    expect(onMore).toHaveBeenCalledTimes(1)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more (40 left)' }))
    expect(onMore).toHaveBeenCalledTimes(2)
  })

  it('renders nothing when every item is shown', () => {
    const { container } = render(<ShowMore left={0} onMore={() => {}} />)
    expect(container).toBeEmptyDOMElement()
  })
})
