import classes from './skip-link.module.css'

export const MAIN_CONTENT_ID = 'main-content'

/**
 * The first Tab stop of a layout, shown on focus: it moves focus to the page's `main` (which must
 * carry `id={MAIN_CONTENT_ID}` and `tabIndex={-1}`) without a hash entry in the router's history.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID)
        if (!main) return
        event.preventDefault()
        main.focus()
      }}
    >
      Skip to main content
    </a>
  )
}
