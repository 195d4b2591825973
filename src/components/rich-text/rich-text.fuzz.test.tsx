import { MantineProvider } from '@mantine/core'
import { act, cleanup, render } from '@testing-library/react'
import fc from 'fast-check'
import Quill from 'quill'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseRichText } from './delta'
import { hostileOps, hostileStoredValue } from './hostile-arbitraries'
import { expectInert } from './hostile-dom'
import { QuillEditor } from './quill-editor'
import { RichTextView } from './rich-text-view'

// Fixed seeds: CI runs the same cases every time; a failure prints the counterexample to pin as a test.
const SEED = 1616

/** console.error calls during `run`, e.g. React's update-depth or key warnings. */
function consoleErrorsOf(run: () => void): string[] {
  const errors: string[] = []
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args.map(String).join(' ')))
  try {
    run()
  } finally {
    spy.mockRestore()
  }
  return errors
}

afterEach(cleanup)

describe('rich text under hostile values (property-based)', () => {
  beforeAll(() => {
    Range.prototype.getBoundingClientRect ??= () => new DOMRect()
  })

  it('parsing never throws and keeps only allowlisted ops', () => {
    fc.assert(
      fc.property(hostileStoredValue, (value) => {
        const parsed = parseRichText(value)
        if (parsed.kind !== 'delta') return
        for (const op of parsed.ops) {
          if (typeof op.insert !== 'string') expect(Object.keys(op.insert)).toEqual(['image'])
          for (const key of Object.keys(op.attributes ?? {})) expect(['bold', 'italic', 'underline', 'strike', 'link', 'color', 'background', 'list', 'header', 'indent', 'align']).toContain(key)
        }
      }),
      { seed: SEED, numRuns: 2_000 },
    )
  })

  it('the viewer renders any value without errors or script surfaces', () => {
    fc.assert(
      fc.property(hostileStoredValue, fc.option(fc.constantFrom(1, 3)), (value, lineClamp) => {
        const errors = consoleErrorsOf(() => {
          const { container, unmount } = render(
            <MantineProvider>
              <RichTextView value={value} lineClamp={lineClamp ?? undefined} />
            </MantineProvider>,
          )
          expectInert(container.querySelector("[data-rich-text]") ?? container.ownerDocument.createElement("div"))
          unmount()
        })
        expect(errors).toEqual([])
      }),
      { seed: SEED, numRuns: 300 },
    )
  })

  it('the editor mounts any value, round-trips it without looping, and its output renders inertly', async () => {
    await fc.assert(
      fc.asyncProperty(hostileOps, async (ops) => {
        const onChange = vi.fn()
        const value = JSON.stringify({ ops })
        const errors: string[] = []
        const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args.map(String).join(' ')))
        try {
          const { container, unmount } = render(<QuillEditor value={value} onChange={onChange} />)
          const editor = container.querySelector('.ql-editor')
          expect(editor).not.toBeNull()
          expectInert(editor!)
          // An edit reports the whole delta once; that value reads back as a delta and renders inertly.
          const quill = Quill.find(container.querySelector('.ql-container')!) as Quill
          act(() => void quill.insertText(0, 'x', 'user'))
          expect(onChange).toHaveBeenCalledTimes(1)
          const reported = onChange.mock.calls[0][0] as string
          expect(parseRichText(reported).kind).toBe('delta')
          const view = render(<MantineProvider><RichTextView value={reported} /></MantineProvider>)
          expectInert(view.container.querySelector('[data-rich-text]')!)
          view.unmount()
          unmount()
        } finally {
          spy.mockRestore()
        }
        expect(errors).toEqual([])
      }),
      { seed: SEED, numRuns: 60 },
    )
  })
})
