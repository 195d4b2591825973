import { Avatar, Box, Group, Menu, Text, UnstyledButton, useComputedColorScheme, useMantineColorScheme } from '@mantine/core'
import { IconChevronDown, IconLogout, IconMoon, IconSun } from '@tabler/icons-react'
import type { User } from '@/contract/schemas'
import { initialsOf } from '@/lib/names'
import { roleLabel } from '@/lib/permissions'

/** The signed-in user's first and last name and @username (SPEC §2), with sign out. */
export function UserMenu({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  // On phones the colour-scheme switch lives here instead of in the crowded header.
  const { setColorScheme } = useMantineColorScheme()
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true })
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* The name holds the visible name (WCAG 2.5.3), so "Marcus Bennett" in a voice command finds it. */}
        <UnstyledButton aria-label={`Account menu, ${user.firstName} ${user.lastName}`} data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar color="indigo" radius="xl" size={34} aria-hidden>
              {initialsOf(user)}
            </Avatar>
            <Box visibleFrom="sm" style={{ lineHeight: 1.15 }}>
              <Text fz="sm" fw={600}>
                {user.firstName} {user.lastName}
              </Text>
              <Text fz="xs" c="dimmed" aria-hidden>
                @{user.username}
              </Text>
            </Box>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.firstName} {user.lastName} · @{user.username}
        </Menu.Label>
        <Menu.Label>Role: {roleLabel(user)}</Menu.Label>
        <Menu.Item
          hiddenFrom="xs"
          leftSection={computed === 'dark' ? <IconSun size={16} /> : <IconMoon size={16} />}
          onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}
        >
          {computed === 'dark' ? 'Light mode' : 'Dark mode'}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onSignOut}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
