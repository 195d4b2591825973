/** An icon's strokes as one path's data: Tabler draws each stroke as a path, plus an invisible bounding box. */
export function strokesOf(svg: string): string {
  return [...svg.matchAll(/<path\s([^>]*?)\/?>/g)]
    .map(([, attributes = '']) => attributes)
    .filter((attributes) => !/stroke="none"/.test(attributes))
    .map((attributes) => /(?:^|\s)d="([^"]+)"/.exec(attributes)?.[1] ?? '')
    .filter(Boolean)
    .join(' ')
}
