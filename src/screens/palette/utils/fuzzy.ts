/**
 * The palette's matcher: every word of the query must appear in the text, as a substring (best,
 * more so at a word's start) or as a subsequence (letters in order, rewarded at word starts and in
 * runs). Text is lowercased once when the index is built, so a keystroke only scans.
 */

/** A lowercase query split into its words; empty when there is nothing to search. */
export function queryWords(query: string): string[] {
  return query.trim().toLowerCase().split(/\s+/).filter(Boolean)
}

function isWordStart(text: string, index: number): boolean {
  if (index === 0) return true
  const before = text.charCodeAt(index - 1)
  // Anything but a letter or digit before it: a space, '#', '-', '/', '@', '.'.
  return !((before >= 97 && before <= 122) || (before >= 48 && before <= 57) || before > 127)
}

/** One word against lowercase text: a score above 0, or 0 when the word's letters are not all there in order. */
export function scoreWord(word: string, text: string): number {
  const at = text.indexOf(word)
  if (at >= 0) {
    let score = 100 + word.length * 4
    if (at === 0) score += 60
    else if (isWordStart(text, at)) score += 40
    return score - Math.min(at, 30) / 3
  }
  let score = 0
  let from = 0
  let previous = -2
  for (let i = 0; i < word.length; i++) {
    const found = text.indexOf(word[i], from)
    if (found < 0) return 0
    score += isWordStart(text, found) ? 8 : found === previous + 1 ? 4 : 1
    previous = found
    from = found + 1
  }
  return score
}

/** Every word against lowercase text: the sum, or 0 when any word is missing. */
export function scoreText(words: readonly string[], text: string): number {
  let total = 0
  for (const word of words) {
    const score = scoreWord(word, text)
    if (score === 0) return 0
    total += score
  }
  return total
}

/** A number the query names exactly: `#12` or `12`; else null. */
export function queryId(query: string): number | null {
  const match = /^#?(\d+)$/.exec(query.trim())
  return match ? Number(match[1]) : null
}
