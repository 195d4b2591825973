import { Anchor, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { MenuPath } from '@/lib/navigation'

/** The small "← Back to …" link above a detail page. */
export function BackLink({ to, label }: { to: MenuPath; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden />
        {label}
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
