import { Anchor, Avatar, Badge, Box, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconUsers } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { ListPage } from '@/components/list-page/list-page'
import { useSearchBox } from '@/components/list-page/use-search-box'
import { ProjectStatusBadge } from '@/domains/projects/components/project-status-badge'
import type { User } from '@/contract/schemas'
import { fullNameOf, initialsOf } from '@/lib/names'
import { notifyError } from '@/lib/notify'
import { projectColor } from '@/domains/projects/utils/project-meta'
import { useCurrentUser } from '@/lib/session-context'
import { myProjectsQuery } from '@/domains/projects/api/my-projects'
import { MY_WORK_MESSAGES } from '../messages'
import { filterProjectStaff } from '../utils/my-work-filters'

export interface ProjectStaffSearch {
  q?: string
}

/** /project-staff (SPEC §2 Project Staff Assignments): the user's projects and who works on them. */
export function ProjectStaffPage({ search, onSearchChange }: { search: ProjectStaffSearch; onSearchChange: (search: ProjectStaffSearch) => void }) {
  const me = useCurrentUser()
  const projects = useQuery(myProjectsQuery(me.id))
  const searchBox = useSearchBox(search.q, (q) => onSearchChange({ q }))
  // The list follows the box at once; the URL catches up after the paint (useSearchBox).
  const query = searchBox.text

  useEffect(() => {
    if (projects.isError) notifyError(MY_WORK_MESSAGES.staffFailed)
  }, [projects.isError])

  const visible = useMemo(() => filterProjectStaff(projects.data ?? [], query), [projects.data, query])

  return (
    <ListPage
      title="Project Staff Assignments"
      description="Your projects and who works on them."
      search={{ label: 'Search projects and members', placeholder: 'Search by project, member name or username…', box: searchBox }}
      query={projects}
      loadingLabel="Loading projects"
      errorMessage={MY_WORK_MESSAGES.staffFailed}
      isEmpty={visible.length === 0}
      empty={{
        title: 'No projects found',
        description: query ? `No project or member matches “${query}”. Try another search.` : 'You are not a member of any project yet.',
      }}
      count={{ text: visible.length === 1 ? '1 project' : `${visible.length} projects`, position: 'top' }}
    >
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {visible.map(({ project, members }) => (
          <Card key={project.id} withBorder radius="md" padding="md" component="article" aria-label={project.name}>
            <Card.Section h={6} bg={projectColor(project.id)} aria-hidden />
            <Group justify="space-between" mt="sm" wrap="nowrap" align="flex-start">
              <Anchor
                fw={600}
                c="inherit"
                renderRoot={(props) => <Link {...props} to="/projects/$projectId" params={{ projectId: String(project.id) }} />}
                style={{ overflowWrap: 'anywhere' }}
              >
                {project.name}
              </Anchor>
              <ProjectStatusBadge status={project.status} />
            </Group>
            <Group gap={6} mt={4} c="dimmed">
              <IconUsers size={14} aria-hidden />
              <Text size="xs">
                {members.length === project.members.length
                  ? `${project.members.length} ${project.members.length === 1 ? 'member' : 'members'}`
                  : `${members.length} of ${project.members.length} members match`}
              </Text>
            </Group>
            {members.length === 0 ? (
              <Text size="sm" c="dimmed" mt="sm">
                No members assigned
              </Text>
            ) : (
              <Stack gap="xs" mt="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Members of ${project.name}`}>
                {members.map((member) => (
                  <MemberRow key={member.id} member={member} isMe={member.id === me.id} />
                ))}
              </Stack>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </ListPage>
  )
}

function MemberRow({ member, isMe }: { member: User; isMe: boolean }) {
  const name = fullNameOf(member)
  return (
    <Box component="li">
      <Group gap="sm" wrap="nowrap">
        <Avatar radius="xl" size="md" color="initials" name={name} aria-hidden>
          {initialsOf(member)}
        </Avatar>
        <Stack gap={0} miw={0}>
          <Group gap={6}>
            <Text size="sm" fw={500}>
              {name}
            </Text>
            {isMe && (
              <Badge size="xs" variant="light">
                You
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            @{member.username}
          </Text>
        </Stack>
      </Group>
    </Box>
  )
}
