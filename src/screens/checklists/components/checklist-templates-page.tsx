import { Button, Center, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus, IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { PageHeader } from '@/components/layout/page-header'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import type { ChecklistTemplate } from '@/contract/schemas'
import { notifyError } from '@/lib/notify'
import { userQueries } from '@/domains/users/api/user-queries'
import { isoDay } from '@/lib/dates'
import { checklistQueries } from '@/domains/checklists/api/checklist-queries'
import { TEMPLATE_MESSAGES, useCreateTemplate, useDeleteTemplate, useUpdateTemplate } from '@/domains/checklists/api/use-template-actions'
import { matchesTitle } from '@/domains/checklists/utils/schedule'
import { TemplateCard } from '@/domains/checklists/components/template-card'
import { TemplateFormDialog } from '@/domains/checklists/components/template-form-dialog'

export interface ChecklistTemplatesSearch {
  q?: string
}

type Dialog = { kind: 'create' } | { kind: 'edit'; template: ChecklistTemplate } | { kind: 'delete'; template: ChecklistTemplate } | null

/** /checklist-templates (SPEC §2): search by title, cards, create/edit/delete. */
export function ChecklistTemplatesPage({ search, onSearchChange }: { search: ChecklistTemplatesSearch; onSearchChange: (search: ChecklistTemplatesSearch) => void }) {
  const templates = useQuery(checklistQueries.templates())
  const [dialog, setDialog] = useState<Dialog>(null)
  const formOpen = dialog?.kind === 'create' || dialog?.kind === 'edit'
  const users = useQuery({ ...userQueries.choices(), enabled: formOpen })
  const [queryText, setQueryText] = useState(search.q ?? '')
  const query = useDeferredValue(search.q ?? '')
  const today = isoDay()

  useEffect(() => {
    if (templates.isError) notifyError(TEMPLATE_MESSAGES.fetchFailed)
  }, [templates.isError])

  const close = useCallback(() => setDialog(null), [])
  const create = useCreateTemplate({ onSuccess: close })
  const update = useUpdateTemplate({ onSuccess: close })
  const remove = useDeleteTemplate({ onSuccess: close })

  const visible = useMemo(() => (templates.data ?? []).filter((template) => matchesTitle(template.title, query)), [templates.data, query])
  const onEdit = useCallback((template: ChecklistTemplate) => setDialog({ kind: 'edit', template }), [])
  // Kept after closing so the question does not blank out while the dialog fades.
  const [deleting, setDeleting] = useState<ChecklistTemplate | null>(null)
  const onDelete = useCallback((template: ChecklistTemplate) => {
    setDeleting(template)
    setDialog({ kind: 'delete', template })
  }, [])

  return (
    <>
      <PageHeader
        title="Checklist Templates"
        description="Routines that become each assigned person’s daily checklist."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'create' })}>
            New Template
          </Button>
        }
      />
      <TextInput
        mb="md"
        aria-label="Search templates"
        placeholder="Search templates by title…"
        leftSection={<IconSearch size={16} />}
        value={queryText}
        onChange={(event) => {
          const value = event.currentTarget.value
          setQueryText(value)
          onSearchChange({ q: value === '' ? undefined : value })
        }}
      />
      {templates.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading checklist templates" />
        </Center>
      ) : templates.isError ? (
        <Stack align="center" py="xl" gap="xs">
          <Text fw={600}>{TEMPLATE_MESSAGES.fetchFailed}</Text>
          <Button variant="light" onClick={() => void templates.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : visible.length === 0 ? (
        <Stack align="center" py="xl" gap={4}>
          <Text fw={600}>{search.q ? 'No templates found' : 'No checklist templates yet'}</Text>
          <Text c="dimmed" size="sm" ta="center">
            {search.q ? `No templates match “${search.q}”. Try another search.` : 'Create a template to give people a daily routine.'}
          </Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {visible.map((template) => (
            <TemplateCard key={template.id} template={template} today={today} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </SimpleGrid>
      )}

      <TemplateFormDialog
        opened={formOpen}
        template={dialog?.kind === 'edit' ? dialog.template : null}
        users={users.data ?? []}
        usersLoading={users.isPending}
        loading={create.isPending || update.isPending}
        onClose={close}
        onSubmit={(values) => {
          if (dialog?.kind === 'edit') update.mutate({ template: dialog.template, values })
          else create.mutate(values)
        }}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title="Delete Checklist Template"
        message={deleting ? TEMPLATE_MESSAGES.deleteConfirm(deleting.title) : ''}
        loading={remove.isPending}
        onClose={close}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate(dialog.template)}
      />
    </>
  )
}
