import Image from 'quill/formats/image'
import { isSafeImageUrl } from './delta'

/**
 * Images in the editor: the same sources the renderer keeps (http, https, base64 raster data:),
 * anything else gets no source at all; loaded lazily and without a referrer, like the renderer's.
 */
export class SafeImage extends Image {
  static create(value: string): HTMLElement {
    const node = super.create(value) as HTMLElement
    node.setAttribute('referrerpolicy', 'no-referrer')
    node.setAttribute('loading', 'lazy')
    node.setAttribute('decoding', 'async')
    return node
  }

  static sanitize(url: string): string {
    return isSafeImageUrl(url) ? url : ''
  }
}
