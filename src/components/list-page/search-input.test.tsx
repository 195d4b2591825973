import { MantineProvider, type TextInputProps } from '@mantine/core'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { theme } from '@/theme'
import { SearchInput } from './search-input'
import { useSearchBox } from './use-search-box'

/** Mantine's TextInput, counting its renders. */
const textInputRendered = vi.hoisted(() => vi.fn())
vi.mock('@mantine/core', async (importOriginal) => {
  const mantine = await importOriginal<typeof import('@mantine/core')>()
  const CountedTextInput = (props: TextInputProps) => {
    textInputRendered()
    return <mantine.TextInput {...props} />
  }
  return { ...mantine, TextInput: CountedTextInput }
})

/** A screen with a URL-backed search: the box, and a line that follows what it filters by. */
function Screen({ initial, onWrite }: { initial?: string; onWrite: (value: string | undefined) => void }) {
  const [url, setUrl] = useState(initial)
  const box = useSearchBox(url, (value) => {
    onWrite(value)
    setUrl(value)
  })
  return (
    <>
      <SearchInput aria-label="Search tasks" placeholder="Search tasks…" field={box.field} />
      <p data-testid="filtering-by">{box.text}</p>
      <button type="button" onClick={() => setUrl(undefined)}>
        Clear filters
      </button>
      <button type="button" onClick={() => setUrl('from a link')}>
        Follow a link
      </button>
    </>
  )
}

const renderScreen = (initial?: string) => {
  const onWrite = vi.fn()
  render(
    <MantineProvider theme={theme}>
      <Screen initial={initial} onWrite={onWrite} />
    </MantineProvider>,
  )
  return { onWrite, box: screen.getByRole('textbox', { name: 'Search tasks' }) }
}

describe('SearchInput', () => {
  it('renders again only as it turns empty or not, while the screen follows every key', async () => {
    const { onWrite, box } = renderScreen()
    const mounted = textInputRendered.mock.calls.length
    await userEvent.type(box, 'sta')
    expect(screen.getByTestId('filtering-by')).toHaveTextContent('sta')
    // Once for the key hint going as the first key lands; not for 't' and 'a'.
    expect(textInputRendered).toHaveBeenCalledTimes(mounted + 1)
    await waitFor(() => expect(onWrite).toHaveBeenLastCalledWith('sta'))
    expect(textInputRendered).toHaveBeenCalledTimes(mounted + 1)
  })

  it('shows the search it starts with, and one changed from outside', async () => {
    const { box } = renderScreen('report')
    expect(box).toHaveValue('report')
    await userEvent.click(screen.getByRole('button', { name: 'Follow a link' }))
    expect(box).toHaveValue('from a link')
    expect(screen.getByTestId('filtering-by')).toHaveTextContent('from a link')
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(box).toHaveValue('')
    expect(screen.getByTestId('filtering-by')).toBeEmptyDOMElement()
  })

  it('shows the / key hint only while empty', async () => {
    const { box } = renderScreen()
    const hint = () => box.closest('.mantine-TextInput-root')?.querySelector('kbd')
    expect(hint()).toHaveTextContent('/')
    await userEvent.type(box, 'x')
    expect(hint()).toBeFalsy()
    await userEvent.clear(box)
    expect(hint()).toHaveTextContent('/')
  })
})
