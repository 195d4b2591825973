/**
 * Keeps the letters typed while the palette's search box does not have focus yet (the dialog is
 * still opening, or the one closed a moment ago is still handing focus back): they go into the
 * box, which takes focus, instead of to the page behind it. Returns the function that stops.
 */
export function keepTypedLetters(searchBox: () => HTMLInputElement | null, append: (letter: string) => void, target: Window = window): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const box = searchBox()
    if (box !== null && event.target === box) return
    if (event.defaultPrevented || event.isComposing || event.key.length !== 1) return
    if (event.ctrlKey || event.metaKey || event.altKey) return
    event.preventDefault()
    event.stopPropagation()
    append(event.key)
    box?.focus()
  }
  target.addEventListener('keydown', onKeyDown, true)
  return () => target.removeEventListener('keydown', onKeyDown, true)
}
