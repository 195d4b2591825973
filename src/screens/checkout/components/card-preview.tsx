import classes from './checkout.module.css'

/** A live picture of the card being typed, so mistakes are easy to spot. */
export function CardPreview({ number, name, expiry }: { number: string; name: string; expiry: string }) {
  return (
    <div className={classes.card} aria-hidden="true">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <div className={classes.chip} />
        <svg width="44" height="28" viewBox="0 0 44 28">
          <circle cx="15" cy="14" r="12" fill="#ffba38" opacity="0.9" />
          <circle cx="29" cy="14" r="12" fill="#ffffff" opacity="0.55" />
        </svg>
      </div>
      <div className={classes.number}>{placeholderCard(number)}</div>
      <div className={classes.meta}>
        <div>
          <div className={classes.metaLabel}>Card holder</div>
          <div className={classes.metaValue}>{name.trim() || 'Your name'}</div>
        </div>
        <div>
          <div className={classes.metaLabel}>Expires</div>
          <div>{expiry || 'MM/YY'}</div>
        </div>
      </div>
    </div>
  )
}

/** Fills the untyped part of the grouped number with dots, keeping the groups of four. */
function placeholderCard(typed: string): string {
  const digits = typed.replace(/\D/g, '')
  const filled = digits.padEnd(16, '•')
  return (filled.match(/.{4}/g) ?? []).join(' ')
}
