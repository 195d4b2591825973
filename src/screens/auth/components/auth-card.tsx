import '@/styles/mantine-fields'
import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Brand } from '@/components/layout/brand'

/** The frame of the auth pages (no shared layout, SPEC §2). */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle: ReactNode; children: ReactNode; footer: ReactNode }) {
  return (
    <Box
      mih="100vh"
      py="xl"
      px="md"
      style={{
        background:
          'linear-gradient(160deg, light-dark(var(--mantine-color-indigo-0), var(--mantine-color-dark-8)) 0%, light-dark(var(--mantine-color-honey-0), var(--mantine-color-dark-7)) 100%)',
      }}
    >
      <Center>
        <Stack w="100%" maw={460} gap="lg">
          <Center component="header">
            <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Taskhive home">
              <Brand size={34} />
            </Anchor>
          </Center>
          <Stack component="main" gap="lg">
            <Paper withBorder shadow="md" p={{ base: 'lg', sm: 'xl' }} radius="lg">
              <Stack gap={4} mb="lg">
                <Title order={1} fz={26}>
                  {title}
                </Title>
                <Text c="dimmed" fz="sm">
                  {subtitle}
                </Text>
              </Stack>
              {children}
            </Paper>
            <Text ta="center" fz="sm" c="dimmed">
              {footer}
            </Text>
          </Stack>
        </Stack>
      </Center>
    </Box>
  )
}
