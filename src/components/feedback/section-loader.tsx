import { Center, Loader } from '@mantine/core'

/** A spinner where a screen's content will be, inside the shell (a detail route's pending state). */
export function SectionLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader role="progressbar" aria-label={label} />
    </Center>
  )
}
