import { ActionIcon, Group, Stack } from '@mantine/core'
import { IconMoon, IconPencil } from '@tabler/icons-react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { LazySelect } from '@/components/forms/lazy-select'
import { Hint } from '@/components/light/hint'
import { LightTabs } from '@/components/light/light-tabs'

/**
 * Plain-element stand-ins for Mantine parts that weighed on every screen's first load (issue 13):
 * a hint in place of Tooltip, tabs that filter a list, and a Select that loads on first use.
 */
const meta = {
  title: 'Components/Light parts',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta

type Story = StoryObj<typeof meta>

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'todo', label: 'To Do' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
] as const

function TabsDemo() {
  const [tab, setTab] = useState<(typeof TABS)[number]['value']>('all')
  return (
    <Stack>
      <LightTabs tabs={TABS} value={tab} onChange={setTab} aria-label="Tasks by status" controls="light-tabs-list" />
      <p id="light-tabs-list">Showing: {TABS.find((entry) => entry.value === tab)?.label}</p>
    </Stack>
  )
}

/** The dashboard's status tabs: arrows, Home and End move and choose; the chosen tab is the one Tab stop. */
export const Tabs: Story = {
  render: () => <TabsDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'To Do' }))
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'In Progress' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByText('Showing: In Progress')).toBeInTheDocument()
  },
}

/** An icon button's hint, shown: on hover or keyboard focus, above its target (below it at the window's top). */
export const HintShown: Story = {
  render: () => (
    <Group mt={60} gap="xl">
      <Hint label="Switch to dark mode">
        {(hint) => (
          <ActionIcon {...hint} variant="default" size="lg" aria-label="Switch to dark mode">
            <IconMoon size={18} />
          </ActionIcon>
        )}
      </Hint>
      <Hint label="Edit" withArrow>
        {(hint) => (
          <ActionIcon {...hint} variant="subtle" aria-label="Edit Marcus Bennett">
            <IconPencil size={18} />
          </ActionIcon>
        )}
      </Hint>
    </Group>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Switch to dark mode' }))
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Switch to dark mode')
  },
}

const PEOPLE = [
  { value: 'all', label: 'All Assignees' },
  { value: 'unassigned', label: 'Unassigned' },
  { value: '2', label: 'Marcus Bennett' },
  { value: '3', label: 'Sofia Ramirez' },
]

/** What the choice reports (a spy, so the play function can read it). */
const chosen = fn()

function AssigneeFilter() {
  return <LazySelect label="Assignee" width={{ px: 220 }} data={PEOPLE} value="all" searchable allowDeselect={false} onChange={chosen} />
}

/** The dashboard's assignee filter before it is reached: a look-alike field showing the choice. */
export const SelectBeforeUse: Story = {
  render: () => <AssigneeFilter />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Assignee' })).toHaveValue('All Assignees')
  },
}

/** A click loads Mantine's Select and opens its list; choosing an option reports it. */
export const SelectOpened: Story = {
  render: () => <AssigneeFilter />,
  play: async ({ canvasElement }) => {
    chosen.mockClear()
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Assignee' }))
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Sofia Ramirez', hidden: true }))
    await waitFor(() => expect(chosen).toHaveBeenCalledWith('3', expect.anything()))
  },
}
