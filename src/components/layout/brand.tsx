import { Group, Text } from '@mantine/core'

/** The Taskhive mark: a hexagon cell with a tick. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path fill="var(--mantine-color-honey-5)" d="M32 4l24 14v28L32 60 8 46V18z" />
      <path fill="#fff" d="M22 33l7 7 14-15-3-3-11 12-4-4z" />
    </svg>
  )
}

/** The mark and the name; `wordmarkFrom` hides the name below a breakpoint (the mark stays). */
export function Brand({ size = 28, wordmarkFrom }: { size?: number; wordmarkFrom?: 'xs' }) {
  return (
    <Group gap={8} wrap="nowrap">
      <BrandMark size={size} />
      <Text fw={800} fz="lg" lh={1} visibleFrom={wordmarkFrom}>
        Taskhive
      </Text>
    </Group>
  )
}
