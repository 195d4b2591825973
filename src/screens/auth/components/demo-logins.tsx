import { Button, Divider, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconShieldCheck, IconUser, IconUserStar } from '@tabler/icons-react'
import { DEMO_ACCOUNTS, type DemoAccount } from '@/lib/demo-accounts'

const ICONS = { admin: IconShieldCheck, manager: IconUserStar, staff: IconUser } as const

export function DemoLogins({ onPick, disabled }: { onPick: (login: DemoAccount) => void; disabled?: boolean }) {
  return (
    <Stack gap="xs" mt="lg">
      <Divider label="or try the demo as" labelPosition="center" />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        {DEMO_ACCOUNTS.map((login) => {
          const Icon = ICONS[login.username]
          return (
          <Button
            key={login.username}
            variant="light"
            color={login.color}
            leftSection={<Icon size={16} />}
            px="xs"
            onClick={() => onPick(login)}
            disabled={disabled}
            aria-label={`Sign in as demo ${login.role}`}
          >
            {login.role}
          </Button>
          )
        })}
      </SimpleGrid>
      <Text fz="xs" c="dimmed" ta="center">
        Demo data lives in your browser; nothing leaves this page.
      </Text>
    </Stack>
  )
}
