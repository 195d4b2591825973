import '@/styles/mantine-fields'
import '@/styles/mantine-overlays'
import '@/styles/mantine-screens'
import { Chip, Group, Input, MultiSelect, Stack, Switch, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useId } from 'react'
import { LIMITS } from '@/contract/fields'
import { templateFormSchema } from '@/contract/forms'
import { type User, WEEKDAYS, type Weekday } from '@/contract/schemas'
import { formResolver, useErrorsFollowInput } from '@/lib/form-resolver'
import { useDirtyDialog } from '@/components/forms/dialog-guard'
import { fullNameOf } from '@/lib/names'
import { sortedWeekdays, WEEKDAY_LABELS } from '../utils/schedule'
import type { TemplateFormDialogProps } from './template-form-dialog'
import { FormActions } from '@/components/forms/form-actions'
import { useSubmitGuard } from '@/components/forms/use-submit-guard'

/** The dialog's body, loaded when the dialog first opens. */
export function TemplateForm({ template, users, usersLoading, loading, onSubmit, onClose }: TemplateFormDialogProps) {
  const { busy, guard } = useSubmitGuard(loading)
  const rules = formResolver(templateFormSchema)
  const form = useForm({
    initialValues: {
      title: template?.title ?? '',
      // SPEC §4 defaults to on; unlike the form it describes, off can be saved (docs/decisions.md).
      active: template?.active ?? true,
      excludedDays: sortedWeekdays(template?.excludedDays ?? []),
      userIds: (template?.users ?? []).map((user) => String(user.id)),
    },
    validate: rules,
  })
  useDirtyDialog(form.isDirty())
  useErrorsFollowInput(form, rules)
  const { values } = form
  const activeHintId = useId()

  // Assigned people stay pickable even if the user list failed to load.
  const known = new Map<number, User>()
  for (const user of [...(template?.users ?? []), ...users]) known.set(user.id, user)
  const options = [...known.values()]
    .sort((a, b) => fullNameOf(a).localeCompare(fullNameOf(b)))
    .map((user) => ({ value: String(user.id), label: `${fullNameOf(user)} (@${user.username})` }))

  // A blank title is not submitted (SPEC §5); the schema's quiet hint says why nothing happened.
  const submit = form.onSubmit(guard((state: typeof form.values) => {
    const ids = state.userIds.map(Number)
    onSubmit({
      title: state.title.trim(),
      active: state.active,
      excludedDays: sortedWeekdays(state.excludedDays),
      userIds: ids,
      users: ids.flatMap((id) => known.get(id) ?? []),
    })
  }))

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label="Title"
          placeholder="e.g. Check the support inbox"
          required
          maxLength={LIMITS.title}
          data-autofocus
          {...form.getInputProps('title')}
        />
        {/* The hint sits outside the switch: Mantine puts a description inside the label, which would lengthen its name. */}
        <Stack gap={4}>
          <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} aria-describedby={activeHintId} />
          <Text id={activeHintId} size="xs" c="dimmed">
            {values.active ? 'Adds an item to each assigned person’s checklist on included days.' : 'Paused: adds no new items until switched back on.'}
          </Text>
        </Stack>
        <Input.Wrapper label="Excluded days" description="No item is added on these days.">
          <Chip.Group multiple value={values.excludedDays} onChange={(value) => form.setFieldValue('excludedDays', value as Weekday[])}>
            <Group gap={6} mt={6} role="group" aria-label="Excluded days">
              {WEEKDAYS.map((day) => (
                <Chip key={day} value={day} size="sm" variant="outline" color="red">
                  {WEEKDAY_LABELS[day]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <MultiSelect
          label="Assigned users"
          placeholder={values.userIds.length === 0 ? 'Pick people' : undefined}
          data={options}
          value={values.userIds}
          onChange={(value) => form.setFieldValue('userIds', value)}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={usersLoading ? 'Loading users…' : 'No users found'}
          maxDropdownHeight={220}
        />
        <FormActions submitLabel={template ? 'Save Changes' : 'Create Template'} loading={busy} onCancel={onClose} />
      </Stack>
    </form>
  )
}
