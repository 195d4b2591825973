import '@/styles/mantine-overlays'
import { Menu, useComputedColorScheme, useMantineColorScheme, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconLogout, IconMoon, IconSun } from '@tabler/icons-react'
import type { RefCallback } from 'react'
import { roleLabel } from '@/lib/permissions'
import { DANGER_MENU_ITEM_STYLE } from '@/theme'
import { UserMenuButton, type UserMenuProps } from './user-menu'

/** The account menu itself, loaded on first use (user-menu.tsx). */
export function UserMenuOverlay({ user, onSignOut, triggerRef }: UserMenuProps & { triggerRef: RefCallback<HTMLElement> }) {
  // On phones the colour-scheme switch lives here instead of in the crowded header.
  const { setColorScheme } = useMantineColorScheme()
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true })
  // Rendered only where shown: a hidden first item would keep the menu's focus trap from landing
  // on the first item it can see when the menu opens.
  const phone = useMediaQuery(`(max-width: ${useMantineTheme().breakpoints.xs})`) ?? false
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* Menu.Target adds aria-haspopup and aria-expanded, and keeps the button's own ref. */}
        <UserMenuButton user={user} ref={triggerRef} />
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
