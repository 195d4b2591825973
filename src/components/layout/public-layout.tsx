import { Anchor, Box, Burger, Button, Container, Group, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconBrandGithub, IconBrandLinkedin, IconBrandX, IconMail } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Brand } from './brand'
import { ColorSchemeToggle } from './color-scheme-toggle'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'
import classes from './public-layout.module.css'

const LINKS = [
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Documentation', to: '/documentation' },
  { label: 'About', to: '/about' },
] as const

const SOCIAL = [
  { label: 'GitHub', href: 'https://github.com', icon: IconBrandGithub },
  { label: 'LinkedIn', href: 'https://www.linkedin.com', icon: IconBrandLinkedin },
  { label: 'X', href: 'https://x.com', icon: IconBrandX },
] as const

/** The marketing site's shared layout (SPEC §2): header links and a footer. */
export function PublicLayout({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false)
  const actions = signedIn ? (
    <Button component={Link} to="/dashboard" onClick={close}>
      Go to dashboard
    </Button>
  ) : (
    <>
      <Button component={Link} to="/signin" variant="default" onClick={close}>
        Sign In
      </Button>
      <Button component={Link} to="/signup" onClick={close}>
        Get Started
      </Button>
    </>
  )
  return (
    // A sticky header instead of AppShell: AppShell's resizable navbar/aside code is not needed here
    // and would weigh on the home page's first load (issue 4 item 7).
    <>
      <SkipLink />
      <Box component="header" className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Taskhive home">
              <Brand />
            </Anchor>
            <Group gap="lg" visibleFrom="md" component="nav" aria-label="Site">
              {LINKS.map((link) => (
                <Anchor
                  key={link.to}
                  component={Link}
                  to={link.to}
                  className={classes.navLink}
                  activeProps={{ 'aria-current': 'page' }}
                >
                  {link.label}
                </Anchor>
              ))}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <ColorSchemeToggle />
              <Group gap="xs" visibleFrom="md">
                {actions}
              </Group>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="md"
                size="sm"
                aria-label="Toggle site menu"
                aria-expanded={opened}
                aria-controls="site-menu"
              />
            </Group>
          </Group>
        </Container>
      </Box>
      {/* A plain panel rather than Mantine's Drawer: the Drawer brings ScrollArea, focus trap and
          floating-ui into the home page's first load (issue 4 item 7). */}
      {opened && (
        <Box component="nav" id="site-menu" aria-label="Menu" className={classes.mobileMenu} hiddenFrom="md" onKeyDown={(event) => event.key === 'Escape' && close()}>
          <Stack gap="xs">
            {LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} onClick={close} fw={500} py={6} className={classes.navLink} activeProps={{ 'aria-current': 'page' }}>
                {link.label}
              </Anchor>
            ))}
            <Stack gap="xs" mt="xs">
              {actions}
            </Stack>
          </Stack>
        </Box>
      )}
      {opened && <div className={classes.scrim} aria-hidden="true" onClick={close} />}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </Box>
      <PublicFooter />
    </>
  )
}

function PublicFooter() {
  return (
    <Box component="footer" py="xl" className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap={6} maw={300}>
            <Brand />
            <Text fz="sm" c="dimmed">
              Projects, tasks, daily routines and team chat in one calm place.
            </Text>
          </Stack>
          <Stack gap={6}>
            <Text fw={600} fz="sm">
              Documentation
            </Text>
            <Anchor
              renderRoot={(props) => (
                <Link to="/documentation" search={{ tab: 'getting-started' }} hash="getting-started" {...props} />
              )}
              fz="sm"
              c="dimmed"
            >
              Getting started
            </Anchor>
            <Anchor component={Link} to="/documentation" hash="tutorials" fz="sm" c="dimmed">
              Tutorials
            </Anchor>
            <Anchor component={Link} to="/documentation" hash="api" fz="sm" c="dimmed">
              API
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Text fw={600} fz="sm">
              Connect
            </Text>
            {SOCIAL.map(({ label, href, icon: Icon }) => (
              <Anchor key={label} href={href} target="_blank" rel="noopener noreferrer" fz="sm" c="dimmed">
                <Group gap={6} component="span" wrap="nowrap">
                  <Icon size={16} aria-hidden /> {label}
                </Group>
              </Anchor>
            ))}
            <Anchor href="mailto:hello@taskhive.example" fz="sm" c="dimmed">
              <Group gap={6} component="span" wrap="nowrap">
                <IconMail size={16} aria-hidden /> hello@taskhive.example
              </Group>
            </Anchor>
          </Stack>
        </Group>
        <Text fz="xs" c="dimmed" mt="xl">
          © {new Date().getFullYear()} Taskhive. All rights reserved.
        </Text>
      </Container>
    </Box>
  )
}
