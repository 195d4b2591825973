import { Badge, Box, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import {
  IconArrowsExchange,
  IconCalendarEvent,
  IconCirclePlus,
  IconFileDescription,
  IconFlag,
  IconFolder,
  IconPencil,
  IconUser,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import type { TaskActivity, TaskActivityKind } from '@/contract/schemas'
import { ListStates } from '@/components/list-page/list-states'
import { ShowMore } from '@/components/list-page/show-more'
import { formatDay } from '@/lib/dates'
import { liveKey, markLiveChange, useLiveClass, useLiveVersion } from '@/lib/live-highlight'
import { taskActivityQueries } from '../api/task-activity'
import { taskQueries } from '../api/task-queries'
import { activityAction, activityAge, activitySentence } from '../utils/task-activity-text'

const PAGE = 10

const ICONS: Record<TaskActivityKind, ReactNode> = {
  created: <IconCirclePlus size={14} aria-hidden />,
  title: <IconPencil size={14} aria-hidden />,
  status: <IconArrowsExchange size={14} aria-hidden />,
  assignee: <IconUser size={14} aria-hidden />,
  priority: <IconFlag size={14} aria-hidden />,
  startDate: <IconCalendarEvent size={14} aria-hidden />,
  dueDate: <IconCalendarEvent size={14} aria-hidden />,
  description: <IconFileDescription size={14} aria-hidden />,
  project: <IconFolder size={14} aria-hidden />,
}

/** The entries an answer added to the one before, and whether a teammate's live change brought them. */
interface Added {
  ids: readonly number[]
  live: boolean
}

const NONE_ADDED: Added = { ids: [], live: false }

/**
 * The task's history (ours, issue 19), newest first. It refetches whenever the cached task's
 * version moves (the user's own change, or a teammate's arriving live), and entries a live change
 * brought light up for 2 s from when they arrive, as the change does elsewhere (however long the
 * history took to come).
 */
export function TaskActivityPanel({ taskId }: { taskId: number }) {
  const version = useQuery({ ...taskQueries.detail(taskId), select: (task) => task.version }).data
  const activity = useQuery({ ...taskActivityQueries.ofTask(taskId, version), placeholderData: (previous) => previous })
  // The newest version a teammate's change brought: an answer for it holds what they did.
  const liveVersion = useLiveVersion(liveKey('task', taskId))
  const [shown, setShown] = useState(PAGE)
  // The entries each answer adds to the one before (stored during render, React's pattern for it).
  const [previous, setPrevious] = useState<TaskActivity[] | undefined>(undefined)
  const [added, setAdded] = useState(NONE_ADDED)
  const entries = activity.data
  if (entries !== previous) {
    setPrevious(entries)
    if (previous && entries) {
      const known = new Set(previous.map((entry) => entry.id))
      const live = !activity.isPlaceholderData && version !== undefined && version === liveVersion
      setAdded({ ids: entries.filter((entry) => !known.has(entry.id)).map((entry) => entry.id), live })
    }
  }
  useEffect(() => {
    if (added.live) for (const id of added.ids) markLiveChange(liveKey('activity', id))
  }, [added])

  const list = entries ?? []
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="activity-heading">
      <Group gap="xs" mb="md">
        <Title order={2} fz="lg" id="activity-heading">
          Activity
        </Title>
        {entries ? (
          <Badge variant="light" color="gray" aria-label={`${list.length} changes`}>
            {list.length}
          </Badge>
        ) : null}
      </Group>
      <ListStates
        query={activity}
        loadingLabel="Loading activity"
        errorMessage="Failed to load activity"
        isEmpty={list.length === 0}
        empty={{ title: 'No activity yet', description: 'Changes to this task will show here.', centered: true }}
      >
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Task activity">
          {list.slice(0, shown).map((entry) => (
            <ActivityItem key={entry.id} entry={entry} />
          ))}
        </Stack>
        <ShowMore left={Math.max(0, list.length - shown)} onMore={() => setShown((count) => count + PAGE)} />
      </ListStates>
    </Card>
  )
}

export function ActivityItem({ entry }: { entry: TaskActivity }) {
  const className = useLiveClass(liveKey('activity', entry.id))
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" p={4} className={className} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <ThemeIcon variant="light" color={entry.kind === 'created' ? 'teal' : 'gray'} radius="xl" size={26} mt={2}>
        {ICONS[entry.kind]}
      </ThemeIcon>
      <Box style={{ minWidth: 0 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.actorName ? (
            <>
              <Text span fw={600} inherit>
                {entry.actorName}
              </Text>{' '}
              {activityAction(entry)}
            </>
          ) : (
            activitySentence(entry)
          )}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={entry.createdAt} title={formatDay(entry.createdAt)}>
            {activityAge(entry.createdAt)}
          </time>
        </Text>
      </Box>
    </Group>
  )
}
