import { Box, Button, Card, Group, Stack, Text } from '@mantine/core'
import { IconCalendar, IconEdit, IconEye, IconTrash, IconUserPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { RichTextView } from '@/components/rich-text/rich-text-view'
import { ProjectStatusBadge } from './project-status-badge'
import type { Project } from '@/contract/schemas'
import { projectColor } from '../utils/project-meta'
import { projectQueries } from '../api/project-queries'
import { formatDay } from '@/lib/dates'
import { liveKey, useLiveClass } from '@/lib/live-highlight'
import { MemberAvatars } from './member-avatars'

export interface ProjectCardProps {
  project: Project
  /** The card's element id (a screen scrolls to a project it just saved). */
  id?: string
  canAddMembers: boolean
  onEdit: (project: Project) => void
  onAddMember: (project: Project) => void
  onDelete: (project: Project) => void
}

/** A project on /projects (SPEC §2). Members are fetched per project; a failed fetch shows none. */
export const ProjectCard = memo(function ProjectCard({ project, id, canAddMembers, onEdit, onAddMember, onDelete }: ProjectCardProps) {
  const members = useQuery(projectQueries.members(project.id))
  const color = projectColor(project.id)
  const className = useLiveClass(liveKey('project', project.id))
  return (
    <Card id={id} withBorder radius="md" padding="lg" component="article" aria-label={project.name} className={className} style={{ borderTop: `4px solid ${color}` }} data-nav-item>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Box w={12} h={12} style={{ borderRadius: 3, background: color, flex: 'none' }} data-color={color} aria-hidden />
            <Text fw={600} lineClamp={2}>
              {project.name}
            </Text>
          </Group>
          <ProjectStatusBadge status={project.status} />
        </Group>
        <RichTextView value={project.description} lineClamp={3} c="dimmed" empty={<Text size="sm" c="dimmed" fs="italic">No description</Text>} />
        <Group gap="lg" style={{ rowGap: 4 }}>
          <Group gap={4} wrap="nowrap">
            <IconCalendar size={14} aria-hidden />
            <Text size="sm" c="dimmed">
              Start: {formatDay(project.startDate)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            Due: {formatDay(project.dueDate)}
          </Text>
        </Group>
        <MemberAvatars members={members.data ?? []} loading={members.isPending} />
        <Group gap={4} mt="auto">
          <Button component={Link} to={`/projects/${project.id}`} size="xs" variant="subtle" leftSection={<IconEye size={14} />}>
            View
          </Button>
          <Button size="xs" variant="subtle" leftSection={<IconEdit size={14} />} onClick={() => onEdit(project)}>
            Edit
          </Button>
          {canAddMembers && (
            <Button size="xs" variant="subtle" leftSection={<IconUserPlus size={14} />} onClick={() => onAddMember(project)}>
              Add Member
            </Button>
          )}
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(project)}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  )
})
