import '@/styles/mantine-app'
import { AppShell, Badge, Box, Burger, Group, NavLink, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link, useRouter, useRouterState } from '@tanstack/react-router'
import { memo, type ReactNode, useMemo } from 'react'
import type { User } from '@/contract/schemas'
import { goLetterFor, shortcutProps } from '@/lib/keyboard-shortcuts'
import { menuFor } from '@/lib/navigation'
import { Brand } from './brand'
import { ColorSchemeToggle } from './color-scheme-toggle'
import { UserMenu } from './user-menu'
import { DeferredMount } from './deferred-mount'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'
import classes from './app-layout.module.css'

export interface AppLayoutProps {
  user: User
  onSignOut: () => void
  /** Header slots filled by features: the notifications bell, the demo menu. */
  headerExtras?: ReactNode
  children: ReactNode
}

/**
 * The app shell (SPEC §2): header, side menu from the routes' declarations (a drawer on phones), footer.
 * Header and menu are memoised and the shell reads only the pathname: a search, filter or tab
 * written to the URL re-renders the screen, never the shell (the bell, the menu).
 */
export function AppLayout({ user, onSignOut, headerExtras, children }: AppLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false)

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      footer={{ height: 44 }}
      padding="md"
    >
      <SkipLink />
      <AppHeader user={user} onSignOut={onSignOut} headerExtras={headerExtras} opened={opened} onToggle={toggle} />
      <AppNav user={user} onNavigate={close} />
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {/* The shell paints first; the screen follows in a transition (DeferredMount). */}
        <DeferredMount>{children}</DeferredMount>
      </AppShell.Main>
      <AppFooter />
    </AppShell>
  )
}

interface AppHeaderProps {
  user: User
  onSignOut: () => void
  headerExtras?: ReactNode
  opened: boolean
  onToggle: () => void
}

const AppHeader = memo(function AppHeader({ user, onSignOut, headerExtras, opened, onToggle }: AppHeaderProps) {
  return (
    <AppShell.Header>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Burger opened={opened} onClick={onToggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
          <Link to="/dashboard" style={{ color: 'inherit', textDecoration: 'none' }} aria-label="Taskhive dashboard">
            {/* Phones give the wordmark's room to the user's name and @username (SPEC §2). */}
            <Brand wordmarkFrom="xs" />
          </Link>
        </Group>
        {/* May shrink: the user's name gives way (an ellipsis) before the header overflows. */}
        <Group gap="xs" wrap="nowrap" miw={0}>
          {headerExtras}
          <Box visibleFrom="xs">
            <ColorSchemeToggle />
          </Box>
          <UserMenu user={user} onSignOut={onSignOut} />
        </Group>
      </Group>
    </AppShell.Header>
  )
})

const AppNav = memo(function AppNav({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const { routesById } = useRouter()
  const entries = useMemo(() => menuFor(routesById, user), [routesById, user])
  // `g` then a letter opens an entry (issue 19): said on hover and, as the description, to screen readers.
  const goTitles = useMemo(
    () =>
      new Map(
        entries.map((entry) => {
          const letter = goLetterFor(entries, entry.to)
          return [entry.to, letter ? shortcutProps(`g ${letter}`, { sequence: true }).title : undefined]
        }),
      ),
    [entries],
  )
  return (
    <AppShell.Navbar p="xs" aria-label="Main menu">
      <AppShell.Section grow className={classes.navScroll}>
        {entries.map((entry) => (
          <NavLink
            key={entry.to}
            component={Link}
            to={entry.to}
            label={entry.label}
            active={pathname === entry.to || pathname.startsWith(`${entry.to}/`)}
            onClick={onNavigate}
            title={goTitles.get(entry.to)}
            rightSection={
              entry.adminBadge ? (
                <Badge size="xs" color="red" variant="light">
                  Admin
                </Badge>
              ) : undefined
            }
          />
        ))}
      </AppShell.Section>
    </AppShell.Navbar>
  )
})

const AppFooter = memo(function AppFooter() {
  return (
    <AppShell.Footer>
      <Group h="100%" px="md" justify="center">
        <Text fz="xs" c="dimmed">
          © {new Date().getFullYear()} Taskhive. All rights reserved.
        </Text>
      </Group>
    </AppShell.Footer>
  )
})
