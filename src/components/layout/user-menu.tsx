import { Avatar, Group, Menu, Text, UnstyledButton, useComputedColorScheme, useMantineColorScheme, useMantineTheme, VisuallyHidden } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconChevronDown, IconLogout, IconMoon, IconSun } from '@tabler/icons-react'
import type { User } from '@/contract/schemas'
import { initialsOf } from '@/lib/names'
import { roleLabel } from '@/lib/permissions'
import { DANGER_MENU_ITEM_STYLE } from '@/theme'
import classes from './user-menu.module.css'

/** The signed-in user's first and last name and @username (SPEC §2), with sign out. */
export function UserMenu({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  // On phones the colour-scheme switch lives here instead of in the crowded header.
  const { setColorScheme } = useMantineColorScheme()
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true })
  // Rendered only where shown: a hidden first item would keep the menu's focus trap from landing
  // on the first item it can see when the menu opens.
  const phone = useMediaQuery(`(max-width: ${useMantineTheme().breakpoints.xs})`) ?? false
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* Named by its content, so the name starts with the visible name (WCAG 2.5.3); Menu.Target adds aria-haspopup. */}
        <UnstyledButton data-testid="user-menu" className={classes.button}>
          <Group gap="xs" wrap="nowrap">
            <Avatar className={classes.avatar} color="indigo" radius="xl" size={34} aria-hidden>
              {initialsOf(user)}
            </Avatar>
            <div className={classes.identity}>
              <Text fz="sm" fw={600} className={classes.name}>
                {user.firstName} {user.lastName}
                <VisuallyHidden component="span">, account menu</VisuallyHidden>
              </Text>
              <Text fz="xs" c="dimmed" aria-hidden>
                @{user.username}
              </Text>
            </div>
            <IconChevronDown className={classes.chevron} size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.firstName} {user.lastName} · @{user.username}
        </Menu.Label>
        <Menu.Label>Role: {roleLabel(user)}</Menu.Label>
        {phone && (
          <Menu.Item
            leftSection={computed === 'dark' ? <IconSun size={16} /> : <IconMoon size={16} />}
            onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}
          >
            {computed === 'dark' ? 'Light mode' : 'Dark mode'}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" style={DANGER_MENU_ITEM_STYLE} leftSection={<IconLogout size={16} />} onClick={onSignOut}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
