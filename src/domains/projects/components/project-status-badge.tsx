import { Badge } from '@mantine/core'
import { projectStatusBadge } from '../utils/project-meta'

export function ProjectStatusBadge({ status }: { status: string }) {
  const badge = projectStatusBadge(status)
  return (
    <Badge color={badge.color} variant="light" style={{ flex: 'none' }} data-status={badge.color === 'gray' ? 'neutral' : status}>
      {badge.label}
    </Badge>
  )
}
