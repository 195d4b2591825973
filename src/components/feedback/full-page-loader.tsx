import { Center, Loader, Stack, Text } from '@mantine/core'

/** What protected screens show while the session loads (SPEC §2). */
export function FullPageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  )
}
