import { Badge, Box, Burger } from '@mantine/core'
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
 * The app shell (SPEC §2): header, side menu from the routes' declarations (a drawer on phones), footer,
 * as plain elements (app-layout.module.css).
 * Header and menu are memoised and the shell reads only the pathname: a search, filter or tab
 * written to the URL re-renders the screen, never the shell (the bell, the menu).
 */
export function AppLayout({ user, onSignOut, headerExtras, children }: AppLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false)

  return (
    <div className={classes.shell}>
      <SkipLink />
      <AppHeader user={user} onSignOut={onSignOut} headerExtras={headerExtras} opened={opened} onToggle={toggle} />
      <AppNav user={user} opened={opened} onNavigate={close} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {/* The shell paints first; the screen follows in a transition (DeferredMount). */}
        <DeferredMount>{children}</DeferredMount>
      </main>
      <AppFooter />
    </div>
  )
}

/** The menu's element, which the header's toggle opens on phones. */
const NAV_ID = 'app-menu'

interface AppHeaderProps {
  user: User
  onSignOut: () => void
  headerExtras?: ReactNode
  opened: boolean
  onToggle: () => void
}

const AppHeader = memo(function AppHeader({ user, onSignOut, headerExtras, opened, onToggle }: AppHeaderProps) {
  return (
    <header className={classes.header}>
      <div className={classes.headerRow}>
        <div className={classes.headerStart}>
          <Burger opened={opened} onClick={onToggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" aria-expanded={opened} aria-controls={NAV_ID} />
          <Link to="/dashboard" className={classes.homeLink} aria-label="Taskhive dashboard">
            {/* Phones give the wordmark's room to the user's name and @username (SPEC §2). */}
            <Brand wordmarkFrom="xs" />
          </Link>
        </div>
        <div className={classes.headerEnd}>
          {headerExtras}
          <Box visibleFrom="xs">
            <ColorSchemeToggle />
          </Box>
          <UserMenu user={user} onSignOut={onSignOut} />
        </div>
      </div>
    </header>
  )
})

const AppNav = memo(function AppNav({ user, opened, onNavigate }: { user: User; opened: boolean; onNavigate: () => void }) {
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
    <nav id={NAV_ID} className={classes.navbar} data-open={opened || undefined} aria-label="Main menu">
      <div className={classes.navScroll}>
        {entries.map((entry) => (
          <Link
            key={entry.to}
            to={entry.to}
            className={`mantine-focus-auto ${classes.navLink}`}
            data-active={pathname === entry.to || pathname.startsWith(`${entry.to}/`) || undefined}
            onClick={onNavigate}
            title={goTitles.get(entry.to)}
          >
            <span className={classes.navBody}>
              <span className={classes.navLabel}>{entry.label}</span>
            </span>
            {entry.adminBadge && (
              <span className={classes.navSection}>
                <Badge size="xs" color="red" variant="light">
                  Admin
                </Badge>
              </span>
            )}
          </Link>
        ))}
      </div>
    </nav>
  )
})

const AppFooter = memo(function AppFooter() {
  return (
    <footer className={classes.footer}>
      <p className={classes.copyright}>© {new Date().getFullYear()} Taskhive. All rights reserved.</p>
    </footer>
  )
})
