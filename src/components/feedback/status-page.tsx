import { Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import type { ReactNode } from 'react'

export interface StatusPageProps {
  icon: ReactNode
  color?: string
  title: string
  children?: ReactNode
  actions?: ReactNode
}

/** A centred full-screen message with actions: 404, no access, errors. */
export function StatusPage({ icon, color = 'indigo', title, children, actions }: StatusPageProps) {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {children && (
          <Text c="dimmed" component="div">
            {children}
          </Text>
        )}
        {actions && (
          <Group justify="center" gap="sm">
            {actions}
          </Group>
        )}
      </Stack>
    </Center>
  )
}

