import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { IconCalendarEvent, IconEdit, IconTrash, IconUsers } from '@tabler/icons-react'
import dayjs from 'dayjs'
import { memo } from 'react'
import type { ChecklistTemplate } from '@/contract/schemas'
import { nextRun, sortedWeekdays, WEEKDAY_LABELS, WEEKDAY_SHORT } from '../utils/schedule'

export interface TemplateCardProps {
  template: ChecklistTemplate
  /** Today, so every card of a render agrees on "today". */
  today: string
  onEdit: (template: ChecklistTemplate) => void
  onDelete: (template: ChecklistTemplate) => void
}

const NEXT_COLORS = { next: 'teal', inactive: 'gray', never: 'orange', unassigned: 'orange' } as const

/** A template on /checklist-templates (SPEC §2), plus when it next adds items. */
export const TemplateCard = memo(function TemplateCard({ template, today, onEdit, onDelete }: TemplateCardProps) {
  const days = sortedWeekdays(template.excludedDays)
  const next = nextRun(template, today)
  const count = template.users.length
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={template.title}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600} lineClamp={2} style={{ wordBreak: 'break-word' }}>
            {template.title}
          </Text>
          <Badge color={template.active ? 'teal' : 'gray'} variant="light" style={{ flex: 'none' }}>
            {template.active ? 'Active' : 'Inactive'}
          </Badge>
        </Group>
        <Group gap={6} wrap="wrap" aria-label="Excluded days">
          <Text size="sm" c="dimmed">
            Excluded:
          </Text>
          {days.length === 0 ? (
            <Text size="sm">None</Text>
          ) : (
            days.map((day) => (
              <Badge key={day} size="sm" variant="outline" color="red" title={WEEKDAY_LABELS[day]} aria-label={WEEKDAY_LABELS[day]}>
                {WEEKDAY_SHORT[day]}
              </Badge>
            ))
          )}
        </Group>
        <Group gap="lg">
          <Group gap={4} wrap="nowrap">
            <IconUsers size={14} aria-hidden />
            <Text size="sm" c="dimmed" data-testid="assigned-count">
              {count === 1 ? '1 user assigned' : `${count} users assigned`}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconCalendarEvent size={14} aria-hidden />
            <Text
              size="sm"
              fw={500}
              c={NEXT_COLORS[next.kind]}
              data-testid="next-run"
              title={next.kind === 'next' ? dayjs(next.date).format('dddd, MMM D') : undefined}
            >
              {next.label}
            </Text>
          </Group>
        </Group>
        <Group gap={4} mt="auto">
          <Button size="xs" variant="subtle" leftSection={<IconEdit size={14} />} onClick={() => onEdit(template)} aria-label={`Edit ${template.title}`}>
            Edit
          </Button>
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(template)} aria-label={`Delete ${template.title}`}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  )
})
