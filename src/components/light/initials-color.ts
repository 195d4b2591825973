// Mantine's initials palette and hash (Avatar `color="initials"`): the same person gets the same
// colour here as in Mantine's own avatars elsewhere.
const COLORS = ['blue', 'cyan', 'grape', 'green', 'indigo', 'lime', 'orange', 'pink', 'red', 'teal', 'violet']

function hashCode(input: string): number {
  let hash = 0
  for (let index = 0; index < input.length; index += 1) {
    hash = (hash << 5) - hash + input.charCodeAt(index)
    hash |= 0
  }
  return hash
}

/** The colour Mantine's Avatar picks for `name`. */
export function initialsColorOf(name: string): string {
  return COLORS[Math.abs(hashCode(name)) % COLORS.length]
}
