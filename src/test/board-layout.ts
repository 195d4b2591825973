import { afterAll, beforeAll } from 'vitest'
import { TASK_STATUSES, type TaskStatus } from '@/contract/schemas'

const sizes = ['clientWidth', 'clientHeight', 'offsetWidth', 'offsetHeight'] as const

/**
 * jsdom lays nothing out, and the board's drag library finds cards by their boxes. For the calling
 * test file, this stand-in puts each board column 300 px right of the one before and each card
 * 100 px below the one above it, and gives the virtualised columns a window to fill. Sizes read
 * from the element (client and offset: the virtualizer measures a card by its offsetHeight) follow
 * the same boxes; with jsdom's 0 every card measured 0 px tall and a column showed its last cards.
 */
export function stubBoardLayout(): void {
  const realRect = Element.prototype.getBoundingClientRect
  beforeAll(() => {
    Element.prototype.getBoundingClientRect = function rect(this: Element) {
      const column = this.closest('[data-status]')
      if (!column) return realRect.call(this)
      const left = TASK_STATUSES.indexOf(column.getAttribute('data-status') as TaskStatus) * 300
      const slot = this.closest('[data-index]')
      const top = slot ? 50 + Number(slot.getAttribute('data-index')) * 100 : 0
      return DOMRect.fromRect({ x: left, y: top, width: 280, height: slot ? 90 : 1000 })
    }
    for (const size of sizes) {
      Object.defineProperty(HTMLElement.prototype, size, {
        configurable: true,
        get(this: HTMLElement) {
          const rect = this.getBoundingClientRect()
          return size.endsWith('Width') ? rect.width : rect.height
        },
      })
    }
  })
  afterAll(() => {
    Element.prototype.getBoundingClientRect = realRect
    for (const size of sizes) delete (HTMLElement.prototype as Partial<Record<(typeof sizes)[number], number>>)[size]
  })
}
