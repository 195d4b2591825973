import { Button } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { Access } from '@/lib/permissions'
import { StatusPage } from './status-page'

const WHO: Record<Access, string> = {
  all: 'signed-in users',
  staff: 'staff, managers and admins',
  manager: 'managers and admins',
  admin: 'admins',
}

/** A signed-in user opened a screen their role does not have. */
export function NoAccessPage({ access }: { access: Access }) {
  return (
    <StatusPage
      icon={<IconLock size={40} />}
      color="orange"
      title="You don't have access to this page"
      actions={
        <Button component={Link} to="/dashboard">
          Go to dashboard
        </Button>
      }
    >
      This screen is only for {WHO[access]}. Ask an administrator if you need it.
    </StatusPage>
  )
}
