import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { InitialsAvatar } from '@/components/light/initials-avatar'
import { IconChevronDown } from '@tabler/icons-react'
import type { ComponentPropsWithRef } from 'react'
import { useLazyOverlay } from '@/components/overlay/use-lazy-overlay'
import type { User } from '@/contract/schemas'
import { fullNameOf, initialsOf } from '@/lib/names'
import classes from './user-menu.module.css'

const loadOverlay = () => import('./user-menu-overlay').then((module) => module.UserMenuOverlay)

export interface UserMenuProps {
  user: User
  onSignOut: () => void
}

/**
 * The signed-in user's first and last name and @username (SPEC §2), with sign out. The menu's code
 * (Mantine's Menu, floating-ui) loads on first hover, focus or click (useLazyOverlay).
 */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const { loaded: Overlay, standIn, takeOver } = useLazyOverlay(loadOverlay)
  if (Overlay) return <Overlay user={user} onSignOut={onSignOut} triggerRef={takeOver} />
  return <UserMenuButton user={user} aria-haspopup="menu" aria-expanded={false} {...standIn} />
}

/** The menu's trigger: avatar, name and @username. Named by its content, so the name starts with the visible name (WCAG 2.5.3). */
export function UserMenuButton({ user, ...props }: { user: User } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton data-testid="user-menu" className={classes.button} {...props}>
      <Group gap="xs" wrap="nowrap">
        <InitialsAvatar className={classes.avatar} name={fullNameOf(user)} initials={initialsOf(user)} color="indigo" size={34} />
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
  )
}
