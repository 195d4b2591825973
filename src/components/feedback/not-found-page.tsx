import { Anchor, Box, Button, Group } from '@mantine/core'
import { IconMapQuestion } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { Brand } from '../layout/brand'
import { StatusPage } from './status-page'

/** Any unknown path (SPEC §2). */
export function NotFoundPage() {
  return (
    <Box p="md">
      <Box component="header">
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Taskhive home" display="inline-block">
          <Brand />
        </Anchor>
      </Box>
      <Box component="main">
        <StatusPage
          icon={<IconMapQuestion size={40} />}
          title="Oops! Page not found"
          actions={
            <Group justify="center" gap="sm">
              <Button component={Link} to="/">
                Back to home
              </Button>
              <Button component={Link} to="/documentation" variant="default">
                Documentation
              </Button>
            </Group>
          }
        >
          The page you are looking for does not exist or has moved. Check the address, or start again from the home page.
        </StatusPage>
      </Box>
    </Box>
  )
}
