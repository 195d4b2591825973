import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentTaskScope, moveInList, runTaskAction } from './list-keys'

afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

function list(count: number): HTMLAnchorElement[] {
  document.body.innerHTML = `<input id="search"><main>${Array.from(
    { length: count },
    (_, at) => `<article data-nav-item data-task-id="${at + 1}"><input type="checkbox" aria-label="done"><a href="/tasks/${at + 1}">Task ${at + 1}</a><a href="/tasks/${at + 1}">View</a></article>`,
  ).join('')}</main>`
  return [...document.querySelectorAll<HTMLAnchorElement>('article > a:first-of-type')]
}

describe('j/k through a list', () => {
  it('from nothing focused, next goes to the first item and previous to the last, each to its main link', () => {
    const links = list(3)
    expect(moveInList('next')).toBe(links[0].parentElement)
    expect(links[0]).toHaveFocus()
    links[0].blur()
    moveInList('previous')
    expect(links[2]).toHaveFocus()
  })

  it('moves one item at a time in document order and stops at the ends', () => {
    const links = list(3)
    moveInList('next')
    moveInList('next')
    expect(links[1]).toHaveFocus()
    moveInList('next')
    moveInList('next')
    expect(links[2]).toHaveFocus()
    moveInList('previous')
    moveInList('previous')
    moveInList('previous')
    expect(links[0]).toHaveFocus()
  })

  it('moves on from any control inside an item, and scrolls the item into view', () => {
    const links = list(3)
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView')
    document.querySelector<HTMLInputElement>('[data-task-id="2"] input')?.focus()
    moveInList('next')
    expect(links[2]).toHaveFocus()
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest' })
  })

  it('prefers an item’s marked target, and skips hidden items', () => {
    document.body.innerHTML = '<main><div data-nav-item hidden><a href="/a">A</a></div><div data-nav-item><a href="/b">B</a><button data-nav-target>Open B</button></div></main>'
    moveInList('next')
    expect(document.activeElement).toHaveTextContent('Open B')
  })

  it('does nothing on a screen without a list', () => {
    document.body.innerHTML = '<main><a href="/x">X</a></main>'
    expect(moveInList('next')).toBeNull()
    expect(document.body).toHaveFocus()
  })
})

describe('e/s/a on the current task', () => {
  function card(id: number, controls: string) {
    return `<article data-nav-item data-task-id="${id}"><a href="/tasks/${id}">Task ${id}</a>${controls}</article>`
  }

  it('acts on the task item holding focus: clicks its button, focuses its select', () => {
    document.body.innerHTML = `<main>${card(1, '<button data-task-action="edit">Edit</button>')}${card(2, '<select data-task-action="status"><option>Todo</option></select><button data-task-action="edit">Edit</button>')}</main>`
    const clicks: string[] = []
    document.querySelectorAll('button').forEach((button) => button.addEventListener('click', () => clicks.push(button.closest('article')?.dataset.taskId ?? '')))
    document.querySelector<HTMLAnchorElement>('[data-task-id="2"] a')?.focus()
    expect(runTaskAction('edit')).toBe(true)
    expect(clicks).toEqual(['2'])
    expect(runTaskAction('status')).toBe(true)
    expect(document.querySelector('[data-task-id="2"] select')).toHaveFocus()
  })

  it('acts on the open task page when no task item has focus', () => {
    document.body.innerHTML = '<main><div data-task-page><h1 tabindex="-1">Task</h1><button data-task-action="assign">Assign</button></div></main>'
    const assign = vi.fn()
    document.querySelector('button')?.addEventListener('click', assign)
    expect(currentTaskScope()).toBe(document.querySelector('[data-task-page]'))
    expect(runTaskAction('assign')).toBe(true)
    expect(assign).toHaveBeenCalledOnce()
  })

  it('does nothing without a task, a control for the action, or with the control disabled', () => {
    document.body.innerHTML = `<main>${card(1, '<button data-task-action="edit" disabled>Edit</button>')}</main>`
    expect(runTaskAction('edit')).toBe(false)
    document.querySelector<HTMLAnchorElement>('a')?.focus()
    expect(runTaskAction('edit')).toBe(false)
    expect(runTaskAction('assign')).toBe(false)
  })
})
