import { Group, Stack, Text, Title } from '@mantine/core'
import { memo, type ReactNode } from 'react'

/**
 * A screen's title, optional description and actions. Memoised: a list screen re-renders on every
 * keystroke in its search, and with a memoised `actions` element its header stays as it was.
 */
export const PageHeader = memo(function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  )
})
