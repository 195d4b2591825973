import { LightBadge } from '@/components/light/light-badge'
import { projectStatusBadge } from '../utils/project-meta'

export function ProjectStatusBadge({ status }: { status: string }) {
  const badge = projectStatusBadge(status)
  return (
    <LightBadge color={badge.color} data-status={badge.color === 'gray' ? 'neutral' : status}>
      {badge.label}
    </LightBadge>
  )
}
