import { expect } from 'vitest'

const SCRIPT_ELEMENTS = 'script, iframe, frame, object, embed, svg, math, style, link, meta, base, form, input, button, textarea, template'
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])
const IMAGE_PROTOCOLS = new Set(['http:', 'https:'])

/**
 * Fails unless nothing under `root` (rendered rich text) could run script or load from where it
 * should not: no script-bearing elements, no on* handlers, links and images on allowed schemes.
 */
export function expectInert(root: Element) {
  expect(root.querySelector(SCRIPT_ELEMENTS)).toBeNull()
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      expect(name.startsWith('on'), `${name} on <${element.localName}>`).toBe(false)
      if (name === 'style') expect(value).not.toMatch(/url\(|expression|javascript|@import/i)
    }
  }
  for (const anchor of root.querySelectorAll('a')) {
    const href = anchor.getAttribute('href')
    if (href === null) continue
    expect(LINK_PROTOCOLS.has(new URL(href).protocol), href).toBe(true)
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer')
  }
  for (const image of root.querySelectorAll('img')) {
    const src = image.getAttribute('src') ?? ''
    const protocol = new URL(src).protocol
    // SPEC §5 allows data: images (Quill inserts picked files that way); only image types, never HTML.
    const ok = IMAGE_PROTOCOLS.has(protocol) || /^data:image\/(png|jpe?g|gif|webp|avif|bmp);/i.test(src)
    expect(ok, src).toBe(true)
    expect(image.getAttribute('referrerpolicy')).toBe('no-referrer')
  }
}
