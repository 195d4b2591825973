import { Button } from '@mantine/core'
import { IconMapQuestion } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { StatusPage } from './status-page'

/** Any unknown path (SPEC §2). */
export function NotFoundPage() {
  return (
    <StatusPage
      icon={<IconMapQuestion size={40} />}
      title="Oops! Page not found"
      actions={
        <Button component={Link} to="/">
          Back to home
        </Button>
      }
    >
      The page you are looking for does not exist or has moved.
    </StatusPage>
  )
}
