import { MantineProvider } from '@mantine/core'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { isSafeImageUrl, isSafeLinkUrl, parseRichText, richTextToPlainText } from './delta'
import { renderRichText } from './render-delta'
import { RichTextEditor } from './rich-text-editor'
import { RichTextView } from './rich-text-view'

const delta = (...ops: unknown[]) => JSON.stringify({ ops })

/** What the viewer puts in the DOM for a stored value (the rendered delta's container). */
function domOf(source: string): HTMLElement {
  const { container } = render(<RichTextView value={source} />, { wrapper: MantineProvider })
  // An empty value renders nothing (the viewer's `empty`, null here).
  return container.querySelector<HTMLElement>('[data-rich-text]') ?? document.createElement('div')
}

function htmlOf(source: string | null): string {
  return source === null ? '' : domOf(source).innerHTML
}

/** Every element the renderer may produce (SPEC §3's formats). */
const RENDERED_TAGS = new Set(['P', 'BR', 'STRONG', 'EM', 'U', 'S', 'A', 'SPAN', 'OL', 'UL', 'LI', 'H1', 'H2', 'H3', 'IMG'])

function renderView(value: string | null) {
  return render(
    <MantineProvider>
      <RichTextView value={value} empty={<span>nothing</span>} />
    </MantineProvider>,
  )
}

describe('rich text renderer', () => {
  it('renders every supported format', () => {
    const host = domOf(
      delta(
        { insert: 'Heading' },
        { insert: '\n', attributes: { header: 2 } },
        { insert: 'bold', attributes: { bold: true } },
        { insert: ' italic', attributes: { italic: true } },
        { insert: ' under', attributes: { underline: true } },
        { insert: ' strike', attributes: { strike: true } },
        { insert: ' red', attributes: { color: '#e03131', background: 'rgb(255, 240, 200)' } },
        { insert: ' site', attributes: { link: 'https://example.com/a' } },
        { insert: '\n', attributes: { align: 'center' } },
        { insert: 'one' },
        { insert: '\n', attributes: { list: 'ordered' } },
        { insert: 'two' },
        { insert: '\n', attributes: { list: 'bullet', indent: 2 } },
        { insert: { image: 'https://example.com/i.png' } },
        { insert: '\n' },
      ),
    )
    expect(host.querySelector('h2')?.textContent).toBe('Heading')
    expect(host.querySelector('strong')?.textContent).toBe('bold')
    expect(host.querySelector('em')).not.toBeNull()
    expect(host.querySelector('u')).not.toBeNull()
    expect(host.querySelector('s')).not.toBeNull()
    const red = [...host.querySelectorAll('span')].find((span) => span.textContent === ' red')
    expect(red?.style.color).toBe('rgb(224, 49, 49)')
    expect(red?.style.backgroundColor).toBe('rgb(255, 240, 200)')
    expect(host.querySelector('p.ql-align-center')).not.toBeNull()
    expect(host.querySelector('ol > li')?.firstChild?.textContent).toBe('one')
    expect(host.querySelector('ol > li ul')?.textContent).toBe('two')
    expect(host.querySelector('img')?.getAttribute('src')).toBe('https://example.com/i.png')
    for (const element of host.querySelectorAll('*')) expect(RENDERED_TAGS.has(element.tagName)).toBe(true)
  })

  it('shows the host a link really leads to, after its text and as its title, once per link', () => {
    const host = domOf(
      delta(
        { insert: 'demo', attributes: { link: 'https://demo.example@evil.example/' } },
        { insert: ' docs', attributes: { link: 'https://demo.example@evil.example/', bold: true } },
        { insert: ' and ' },
        { insert: 'example.com', attributes: { link: 'https://example.com/' } },
        { insert: ' or ' },
        { insert: 'mail', attributes: { link: 'mailto:ann@example.com' } },
        { insert: '\n' },
      ),
    )
    const [evil, plain, mail] = host.querySelectorAll('a')
    expect(host.querySelectorAll('a')).toHaveLength(3)
    expect(evil.textContent).toBe('demo docs (evil.example)')
    expect(evil.getAttribute('title')).toBe('evil.example')
    expect(evil.querySelector('strong')?.textContent).toBe(' docs')
    // Text that is the host already says where it leads.
    expect(plain.textContent).toBe('example.com')
    expect(plain.getAttribute('title')).toBe('example.com')
    expect(mail.textContent).toBe('mail')
    expect(mail.getAttribute('title')).toBe('mailto:ann@example.com')
  })

  it('loads images lazily without a referrer, from http, https and base64 raster data only', () => {
    const img = domOf(delta({ insert: { image: 'https://cdn.example/i.png' } }, { insert: '\n' })).querySelector('img')
    expect(img).toHaveAttribute('referrerpolicy', 'no-referrer')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('decoding', 'async')
    for (const src of ['blob:https://demo.example/1', '//evil.example/i.png', '/i.png', 'https:evil.example/i.png', ' https://a.example/i.png', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:image/png,raw'])
      expect(isSafeImageUrl(src), src).toBe(false)
  })

  it('links addresses typed without the link button, safely, leaving sentence punctuation and other schemes as text', () => {
    const host = domOf(delta({ insert: 'See https://example.com/a_(b), or mailto:ann@example.com. Not javascript:alert(1) nor ftp://x.example\n' }))
    const links = [...host.querySelectorAll('a')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/a_(b)', 'mailto:ann@example.com'])
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer')
    expect(links[0].getAttribute('target')).toBe('_blank')
    expect(links[1].hasAttribute('target')).toBe(false)
    expect(host.textContent).toBe('See https://example.com/a_(b), or mailto:ann@example.com. Not javascript:alert(1) nor ftp://x.example')
  })

  it('links addresses in a stored plain-text value too', () => {
    const host = domOf('Plain text with http://plain.example/x inside')
    expect(host.querySelector('a')?.getAttribute('href')).toBe('http://plain.example/x')
  })

  it('gives links rel="noopener noreferrer" and a new tab', () => {
    const link = domOf(delta({ insert: 'site', attributes: { link: 'https://example.com' } }, { insert: '\n' })).querySelector('a')
    expect(link?.getAttribute('href')).toBe('https://example.com')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link?.getAttribute('target')).toBe('_blank')
  })

  it.each(['http://a.example', 'https://a.example/x?y=1', 'mailto:ann@example.com', 'tel:+15550100'])('Q-01 keeps the allowed link %s', (url) => {
    expect(isSafeLinkUrl(url)).toBe(true)
    const link = domOf(delta({ insert: 'x', attributes: { link: url } }, { insert: '\n' })).querySelector('a')
    expect(link?.getAttribute('href')).toBe(url)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' \tjavascript:alert(1)',
    'java\nscript:alert(1)',
    'java&Tab;script:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '%6a%61vascript:alert(1)',
    'file:///etc/passwd',
    'ftp://x.example',
    'blob:https://x.example/1',
    'sms:123',
  ])('Q-01 blanks the link %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(false)
    const host = domOf(delta({ insert: 'click', attributes: { link: url } }, { insert: '\n' }))
    expect(host.textContent).toContain('click')
    for (const anchor of host.querySelectorAll('a')) expect(anchor.hasAttribute('href')).toBe(false)
    expect(host.innerHTML).not.toMatch(/javascript|vbscript|data:text/i)
  })

  it('Q-02 keeps a quote-breaking href inside one attribute', () => {
    const host = domOf(delta({ insert: 'x', attributes: { link: 'https://ok.example/"><img src=x onerror=alert(1)>' } }, { insert: '\n' }))
    expect(host.querySelectorAll('img')).toHaveLength(0)
    expect(host.querySelector('[onerror]')).toBeNull()
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://x/a.png" onerror="alert(1)',
    'vbscript:x',
  ])('Q-03 drops the image source %j', (src) => {
    const host = domOf(delta({ insert: 'before ' }, { insert: { image: src } }, { insert: '\n' }))
    for (const img of host.querySelectorAll('img')) {
      expect(img.getAttribute('src') ?? '').not.toMatch(/javascript|text\/html/)
      expect(img.getAttribute('onerror')).toBeNull()
    }
    expect(host.querySelector('[onerror]')).toBeNull()
  })

  it('Q-03 allows http, https and data:image sources only', () => {
    expect(isSafeImageUrl('data:image/png;base64,AAAA')).toBe(true)
    expect(isSafeImageUrl('https://x.example/a.png')).toBe(true)
    expect(isSafeImageUrl('data:text/html;base64,AAAA')).toBe(false)
    expect(isSafeImageUrl('ftp://x.example/a.png')).toBe(false)
  })

  it('Q-04 drops video embeds (no iframe at all)', () => {
    const html = htmlOf(delta({ insert: { video: 'https://evil.example/phish' } }, { insert: { video: 'javascript:alert(1)' } }, { insert: 'text\n' }))
    expect(html).not.toContain('iframe')
    expect(html).toContain('text')
  })

  it('Q-05 ignores embeds that crash Quill and keeps the rest', () => {
    const html = htmlOf(delta({ insert: { formula: 'x' } }, { insert: { unknown: '…' } }, { insert: { image: {} } }, { insert: 'still here\n' }))
    expect(html).toContain('still here')
  })

  it('Q-05 one bad description among many does not stop the others', () => {
    const values = Array.from({ length: 50 }, (_, index) => (index === 25 ? '{"ops":[{"insert":{"formula":"x"}}' : delta({ insert: `item ${index}\n` })))
    render(
      <MantineProvider>
        {values.map((value, index) => (
          <RichTextView key={index} value={value} />
        ))}
      </MantineProvider>,
    )
    expect(screen.getByText('item 0')).toBeInTheDocument()
    expect(screen.getByText('item 49')).toBeInTheDocument()
  })

  it('Q-07 renders a 8,000-item nested list without a stack overflow, and caps huge values', () => {
    const ops = Array.from({ length: 4_000 }, (_, index) => [{ insert: `i${index}` }, { insert: '\n', attributes: { list: 'bullet', indent: index % 9 } }]).flat()
    const started = performance.now()
    expect(() => domOf(JSON.stringify({ ops }))).not.toThrow()
    expect(performance.now() - started).toBeLessThan(5_000)
    const huge = delta(...Array.from({ length: 20_000 }, () => ({ insert: 'x', attributes: { bold: true } })))
    expect(renderRichText(huge).kind).toBe('text')
  })

  it('Q-08 drops hostile attribute values and unknown keys', () => {
    const host = domOf(
      delta(
        { insert: 'a', attributes: { color: 'red;background:url(https://evil/t)', background: 'url(javascript:alert(1))', font: 'x"><script>', size: '9999px' } },
        { insert: 'b', attributes: { onclick: 'alert(1)', class: 'evil', style: 'position:fixed', __proto__: { polluted: true } } },
        { insert: '\n', attributes: { header: '<script>', list: '"><img src=x onerror=alert(1)>', indent: 99 } },
        { insert: 'c' },
        { insert: '\n', attributes: { header: 99 } },
      ),
    )
    const html = host.innerHTML
    expect(html).not.toMatch(/url\(|evil|onclick|position|script|onerror|9999/)
    expect(host.querySelector('img')).toBeNull()
    expect(host.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull()
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it.each(['', 'undefined', 'null', '{', '[]', '{"ops":"abc"}', '{"ops":[{"insert":123}]}', '{"ops":1}', '[null]'])(
    'Q-09 never throws on the stored value %j',
    (value) => {
      expect(() => renderRichText(value)).not.toThrow()
      expect(() => renderView(value)).not.toThrow()
    },
  )

  it('Q-09 shows legacy plain text and HTML text as text, not markup', () => {
    renderView('<img src=x onerror=alert(1)> just words')
    expect(screen.getByText('<img src=x onerror=alert(1)> just words')).toBeInTheDocument()
    expect(document.querySelector('img')).toBeNull()
  })

  it('Q-09 shows the empty state for an empty value', () => {
    renderView(null)
    expect(screen.getByText('nothing')).toBeInTheDocument()
  })

  it.each(['<img src=x onerror=alert(1)>', '{{7*7}}', '${alert(1)}', '</textarea><script>alert(1)</script>', '\u202Eevil', 'x'.repeat(500)])(
    'Q-10 shows text that looks like markup exactly as typed: %j',
    (text) => {
      const { container } = renderView(delta({ insert: `${text}\n` }))
      expect(container.textContent).toContain(text)
      expect(container.querySelector('script, img')).toBeNull()
    },
  )

  it('Q-11 never builds HTML from stored text: tags in any position stay text or are dropped', () => {
    const host = domOf(delta({ insert: '<form><input><button>x</button><style>*{}</style><iframe></iframe>\n' }, { insert: 'y', attributes: { link: 'https://ok.example/<iframe>' } }, { insert: '\n' }))
    expect(host.querySelector('form, input, button, style, iframe')).toBeNull()
    expect(host.textContent).toContain('<form><input><button>x</button>')
    for (const element of host.querySelectorAll('*')) expect(RENDERED_TAGS.has(element.tagName)).toBe(true)
  })

  it('Q-12 a corpus of payloads in every position never yields script, handlers or foreign tags', () => {
    const payloads = [
      '<script>alert(1)</script>',
      '"><svg onload=alert(1)>',
      "'-alert(1)-'",
      '<iframe src=javascript:alert(1)>',
      'javascript://%0aalert(1)',
      '<a href="javascript:alert(1)">x</a>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<form><button formaction=javascript:alert(1)>x',
      'data:image/svg+xml,<svg onload=alert(1)>',
    ]
    for (const payload of payloads) {
      const positions = [
        delta({ insert: `${payload}\n` }),
        delta({ insert: 'x', attributes: { link: payload } }, { insert: '\n' }),
        delta({ insert: { image: payload } }, { insert: '\n' }),
        delta({ insert: { video: payload } }, { insert: '\n' }),
        delta({ insert: 'x', attributes: { color: payload, background: payload, align: payload, list: payload, header: payload, indent: payload } }, { insert: '\n' }),
      ]
      for (const value of positions) {
        const host = domOf(value)
        expect(host.querySelector('script, iframe, svg, math, form, button, style, object, embed')).toBeNull()
        for (const element of host.querySelectorAll('*')) {
          for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on/i)
          expect(element.getAttribute('href') ?? '').not.toMatch(/^\s*javascript/i)
        }
      }
    }
  })

  it('gives plain text for search', () => {
    expect(richTextToPlainText(delta({ insert: 'Fix ' }, { insert: 'login', attributes: { bold: true } }, { insert: '\n' }))).toBe('Fix login')
    expect(richTextToPlainText('legacy words')).toBe('legacy words')
    expect(parseRichText('   ').kind).toBe('empty')
  })
})

describe('rich text editor', () => {
  it('loads Quill lazily with the spec formats and reports a delta', async () => {
    const onChange = vi.fn()
    render(
      <MantineProvider>
        <RichTextEditor label="Description" value={delta({ insert: 'Hello', attributes: { bold: true } }, { insert: '\n' })} onChange={onChange} />
      </MantineProvider>,
    )
    const editor = await screen.findByRole('textbox', { name: 'Description' })
    expect(editor.querySelector('strong')?.textContent).toBe('Hello')
    for (const label of ['Bold', 'Italic', 'Underline', 'Strikethrough', 'Numbered list', 'Bulleted list', 'Link', 'Image', 'Increase indent']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument()
    }
    await userEvent.click(editor)
    await userEvent.type(editor, ' world')
    await waitFor(() => expect(onChange).toHaveBeenCalled())
    const last = onChange.mock.lastCall?.[0] as string
    expect(richTextToPlainText(last)).toContain('world')
    expect(JSON.parse(last)).toHaveProperty('ops')
  })

  it('only links http, https, mailto and tel', async () => {
    const { SafeLink: SafeLinkForTest } = await import('./safe-link')
    expect(SafeLinkForTest.sanitize('javascript:alert(1)')).toBe('about:blank')
    expect(SafeLinkForTest.sanitize('sms:123')).toBe('about:blank')
    expect(SafeLinkForTest.sanitize('example.com')).toBe('https://example.com')
    expect(SafeLinkForTest.sanitize('mailto:a@b.example')).toBe('mailto:a@b.example')
    expect(SafeLinkForTest.sanitize('tel:+1555')).toBe('tel:+1555')
  })
})
