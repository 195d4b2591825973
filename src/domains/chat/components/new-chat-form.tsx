import '@/styles/mantine-fields'
import '@/styles/mantine-overlays'
import '@/styles/mantine-screens'
import { MultiSelect, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { newChatFormSchema } from '@/contract/forms'
import type { ChatRoomType } from '@/contract/schemas'
import { formResolver, useErrorsFollowInput } from '@/lib/form-resolver'
import { useDirtyDialog } from '@/components/forms/dialog-guard'
import { fullNameOf } from '@/lib/names'
import { CHAT_MESSAGES } from '../utils/chat-messages'
import type { NewChatDialogProps } from './new-chat-dialog'
import { FormActions } from '@/components/forms/form-actions'
import { useSubmitGuard } from '@/components/forms/use-submit-guard'

/**
 * The lists open below their field, inside the dialog (which scrolls): flipped up they covered
 * Name and Type under the dialog's header (issue 20). Below, the open Participants list covers
 * Create, so it closes once a person is picked (open it again for the next).
 */
const DOWNWARD = { withinPortal: false, position: 'bottom', middlewares: { flip: false, shift: false } } as const

/** The dialog's body, loaded when the dialog first opens. */
export function NewChatForm({ users, projects, meId, loading, onSubmit, onInvalidParticipants, onClose }: NewChatDialogProps) {
  const { busy, guard } = useSubmitGuard(loading)
  const rules = formResolver(newChatFormSchema)
  const form = useForm({
    initialValues: { name: '', type: 'team' as ChatRoomType, participants: [] as string[], projectId: null as string | null },
    validate: rules,
  })
  useDirtyDialog(form.isDirty())
  useErrorsFollowInput(form, rules)
  const { values } = form
  const [choosing, setChoosing] = useState(false)

  const people = users
    .filter((user) => user.id !== meId)
    .map((user) => ({ value: String(user.id), label: `${fullNameOf(user)} (@${user.username})` }))

  const submit = form.onSubmit(
    guard((state: typeof form.values) =>
      onSubmit({
        name: state.name.trim(),
        type: state.type,
        participants: state.participants.map(Number),
        projectId: state.projectId ? Number(state.projectId) : null,
      }),
    ),
    (_errors, state) => {
      if (state.participants.length === 0) onInvalidParticipants()
    },
  )

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label="Name"
          placeholder="e.g. Design review"
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="new-chat-type">
            Type
          </Text>
          <SegmentedControl
            aria-labelledby="new-chat-type"
            fullWidth
            value={values.type}
            onChange={(value) => {
              const next = value === 'direct' ? 'direct' : 'team'
              form.setFieldValue('type', next)
              // A direct chat is with one person: keep the first one chosen.
              if (next === 'direct') form.setFieldValue('participants', (chosen) => chosen.slice(0, 1))
            }}
            data={[
              { value: 'team', label: 'Team' },
              { value: 'direct', label: 'Direct' },
            ]}
          />
        </div>
        <MultiSelect
          label="Participants"
          placeholder={values.participants.length === 0 ? 'Choose people' : undefined}
          description={values.participants.length === 0 ? CHAT_MESSAGES.noParticipantsTitle : `${values.participants.length} selected`}
          required
          data={people}
          {...form.getInputProps('participants')}
          onChange={(value) => form.setFieldValue('participants', values.type === 'direct' ? value.slice(-1) : value)}
          searchable
          nothingFoundMessage="No users found"
          dropdownOpened={choosing}
          onDropdownOpen={() => setChoosing(true)}
          onDropdownClose={() => setChoosing(false)}
          onOptionSubmit={() => setChoosing(false)}
          maxDropdownHeight={220}
          comboboxProps={DOWNWARD}
        />
        <Select
          label="Project"
          placeholder="None (optional)"
          data={projects.map((project) => ({ value: String(project.id), label: project.name }))}
          {...form.getInputProps('projectId')}
          clearable
          searchable
          nothingFoundMessage="No projects found"
          maxDropdownHeight={220}
          comboboxProps={DOWNWARD}
        />
        <FormActions submitLabel="Create" loading={busy} onCancel={onClose} />
      </Stack>
    </form>
  )
}
