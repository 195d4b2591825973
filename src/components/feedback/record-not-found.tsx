import { Anchor, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useRouter } from '@tanstack/react-router'
import { type BackTarget, useBackTarget } from '@/lib/back-target'

/**
 * The small "← Back to …" link above a detail page: back to the page it was opened from (with its
 * filters and view), else to `fallback`, the page's default for the user's role.
 */
export function BackLink({ fallback }: { fallback: BackTarget }) {
  const router = useRouter()
  const target = useBackTarget(fallback)
  return (
    <Anchor
      href={router.history.createHref(target.href)}
      size="sm"
      onClick={(event) => {
        // A new tab or window opens as any link would; a plain click stays in the app.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        void router.navigate({ href: target.href })
      }}
    >
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden />
        {`Back to ${target.label}`}
      </Group>
    </Anchor>
  )
}

/** A detail route's not-found screen: the way back, a heading and one line of explanation. */
export function RecordNotFound({ back, title, description }: { back: React.ReactNode; title: string; description: string }) {
  return (
    <Stack align="flex-start" gap="md">
      {back}
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      <Text c="dimmed">{description}</Text>
    </Stack>
  )
}
