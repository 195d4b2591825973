import '@/styles/mantine-content'
import '@/styles/mantine-screens'
import { ActionIcon, Button, Card, Checkbox, Group, Loader, Progress, ScrollArea, Stack, Text, TextInput } from '@mantine/core'
import { IconArrowLeft, IconCircleCheck, IconPlus, IconTrash } from '@tabler/icons-react'
import { useIsMutating, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import dayjs from 'dayjs'
import { useEffect, useMemo, useRef, useState } from 'react'
import { PageHeader } from '@/components/layout/page-header'
import { ListSearch } from '@/components/list-page/list-page'
import { ListStates } from '@/components/list-page/list-states'
import { useSearchBox } from '@/components/list-page/use-search-box'
import type { ChecklistItem } from '@/contract/schemas'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useCurrentUser } from '@/lib/session-context'
import { checklistQueries } from '@/domains/checklists/api/checklist-queries'
import { DAILY_MUTATION_KEY, useAddDailyItem, useRemoveDailyItem, useToggleDailyItem } from '@/domains/checklists/api/daily-checklist-mutations'
import { DAILY_MESSAGES } from '../messages'
import { CHECKLIST_MAX_HEIGHT } from '../utils/layout'
import { matchesTitle } from '@/domains/checklists/utils/schedule'
import { useSubmitGuard } from '@/components/forms/use-submit-guard'

export interface DailyChecklistSearch {
  q?: string
}

/** /daily-checklist (SPEC §2): today's items for the signed-in user, kept on the server. */
export function DailyChecklistPage({ search, onSearchChange }: { search: DailyChecklistSearch; onSearchChange: (search: DailyChecklistSearch) => void }) {
  const user = useCurrentUser()
  const items = useQuery(checklistQueries.today(user.id))
  const searchBox = useSearchBox(search.q, (q) => onSearchChange({ q }))
  // The list follows the box at once; the URL catches up after the paint (useSearchBox).
  const query = searchBox.text

  useEffect(() => {
    if (items.isError) notifyError(DAILY_MESSAGES.loadFailed)
  }, [items.isError])

  const all = useMemo(() => items.data ?? [], [items.data])
  const visible = useMemo(() => all.filter((item) => matchesTitle(item.title, query)), [all, query])
  const done = all.filter((item) => item.completed).length
  const total = all.length

  return (
    <>
      <PageHeader
        title="Daily Checklist"
        description={dayjs().format('dddd, MMMM D')}
        actions={
          <Button component={Link} to="/dashboard" variant="default" leftSection={<IconArrowLeft size={16} />}>
            Back to Dashboard
          </Button>
        }
      />
      <ListSearch label="Search checklist" placeholder="Search today’s tasks…" box={searchBox} />
      <Card withBorder radius="md" padding="lg" maw={720}>
        <ListStates query={items} loadingLabel="Loading daily checklist" errorMessage={DAILY_MESSAGES.loadFailed}>
          <Stack gap="md">
            <ChecklistProgress done={done} total={total} />
            {total === 0 ? (
              <Stack align="center" py="lg" gap={4}>
                <Text fw={600}>Nothing on your checklist today</Text>
                <Text c="dimmed" size="sm" ta="center">
                  Add a task below, or ask for a checklist template to be assigned to you.
                </Text>
              </Stack>
            ) : visible.length === 0 ? (
              <Stack align="center" py="lg" gap={4}>
                <Text fw={600}>No tasks found</Text>
                <Text c="dimmed" size="sm" ta="center">
                  No tasks match “{query}”. Try another search.
                </Text>
              </Stack>
            ) : (
              <ChecklistItems userId={user.id} items={visible} />
            )}
            <AddItemForm userId={user.id} />
          </Stack>
        </ListStates>
      </Card>
    </>
  )
}

function ChecklistProgress({ done, total }: { done: number; total: number }) {
  const saving = useIsMutating({ mutationKey: DAILY_MUTATION_KEY }) > 0
  const percent = total === 0 ? 0 : Math.round((done / total) * 100)
  const complete = total > 0 && done === total
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} data-testid="checklist-progress">
          {done}/{total} completed
        </Text>
        {saving ? (
          <Group gap={6} c="dimmed" role="status">
            <Loader size={14} color="gray" aria-hidden />
            <Text size="sm">Saving…</Text>
          </Group>
        ) : (
          complete && (
            <Group gap={4} c="teal">
              <IconCircleCheck size={18} aria-hidden />
              <Text size="sm" fw={500}>
                All done for today
              </Text>
            </Group>
          )
        )}
      </Group>
      <Progress value={percent} color={complete ? 'teal' : 'blue'} size="md" radius="xl" aria-label="Checklist progress" />
    </Stack>
  )
}

function ChecklistItems({ userId, items }: { userId: number; items: ChecklistItem[] }) {
  const toggle = useToggleDailyItem(userId, { mutationConfig: { onError: () => notifyError(DAILY_MESSAGES.toggleFailed) } })
  const remove = useRemoveDailyItem(userId, {
    mutationConfig: {
      onSuccess: () => notifySuccess(DAILY_MESSAGES.removed),
      onError: () => notifyError(DAILY_MESSAGES.removeFailed),
    },
  })
  return (
    <ScrollArea.Autosize mah={CHECKLIST_MAX_HEIGHT} type="auto" offsetScrollbars="present" data-testid="checklist-scroll">
      <Stack gap={0} component="ul" aria-label="Today’s tasks" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Group
            key={item.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            py={6}
            data-completed={item.completed}
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Checkbox
              label={item.title}
              checked={item.completed}
              onChange={(event) => toggle.mutate({ item, completed: event.currentTarget.checked })}
              styles={{
                body: { alignItems: 'flex-start' },
                label: {
                  wordBreak: 'break-word',
                  textDecoration: item.completed ? 'line-through' : undefined,
                  color: item.completed ? 'var(--mantine-color-dimmed)' : undefined,
                },
              }}
            />
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${item.title}`} onClick={() => remove.mutate(item)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  )
}

function AddItemForm({ userId }: { userId: number }) {
  const [title, setTitle] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const add = useAddDailyItem(userId, {
    mutationConfig: {
      onSuccess: () => {
        notifySuccess(DAILY_MESSAGES.added)
        setTitle('')
        input.current?.focus()
      },
      onError: () => notifyError(DAILY_MESSAGES.addFailed),
    },
  })
  const { busy, guard } = useSubmitGuard(add.isPending)
  const send = guard((text: string) => add.mutate(text))
  const trimmed = title.trim()
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        // SPEC §5: an item needs non-empty text after trimming.
        if (trimmed !== '') send(trimmed)
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          ref={input}
          style={{ flex: 1 }}
          aria-label="New task"
          placeholder="Add a task for today…"
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <Button type="submit" leftSection={<IconPlus size={16} />} disabled={trimmed === ''} loading={busy}>
          Add
        </Button>
      </Group>
    </form>
  )
}
