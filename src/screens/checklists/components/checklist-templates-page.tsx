import { Button } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { ListPage } from '@/components/list-page/list-page'
import { CardGrid } from '@/components/list-page/card-grid'
import { useSearchBox } from '@/components/list-page/use-search-box'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import type { ChecklistTemplate } from '@/contract/schemas'
import { notifyError } from '@/lib/notify'
import { toastsConfig } from '@/lib/mutation-toasts'
import { userQueries } from '@/domains/users/api/user-queries'
import { isoDay } from '@/lib/dates'
import { checklistQueries } from '@/domains/checklists/api/checklist-queries'
import { useCreateTemplate, useDeleteTemplate, useUpdateTemplate } from '@/domains/checklists/api/template-mutations'
import { TEMPLATE_MESSAGES } from '../messages'
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
  const searchBox = useSearchBox(search.q, (q) => onSearchChange({ q }))
  // The list follows the box at once; the URL catches up after the paint (useSearchBox).
  const query = searchBox.text
  const today = isoDay()

  useEffect(() => {
    if (templates.isError) notifyError(TEMPLATE_MESSAGES.fetchFailed)
  }, [templates.isError])

  const close = useCallback(() => setDialog(null), [])
  const create = useCreateTemplate({ mutationConfig: toastsConfig({ success: TEMPLATE_MESSAGES.created, failure: TEMPLATE_MESSAGES.createFailed, then: close }) })
  const update = useUpdateTemplate({ mutationConfig: toastsConfig({ success: TEMPLATE_MESSAGES.updated, failure: TEMPLATE_MESSAGES.updateFailed, then: close }) })
  const remove = useDeleteTemplate({ mutationConfig: toastsConfig({ success: TEMPLATE_MESSAGES.deleted, failure: TEMPLATE_MESSAGES.deleteFailed, then: close }) })

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
      <ListPage
        title="Checklist Templates"
        description="Routines that become each assigned person’s daily checklist."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'create' })}>
            New Template
          </Button>
        }
        search={{ label: 'Search templates', placeholder: 'Search templates by title…', box: searchBox }}
        query={templates}
        loadingLabel="Loading checklist templates"
        errorMessage={TEMPLATE_MESSAGES.fetchFailed}
        isEmpty={visible.length === 0}
        empty={{
          title: query ? 'No templates found' : 'No checklist templates yet',
          description: query ? `No templates match “${query}”. Try another search.` : 'Create a template to give people a daily routine.',
          centered: true,
        }}
      >
        <CardGrid layout="thirds">
          {visible.map((template) => (
            <TemplateCard key={template.id} template={template} today={today} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </CardGrid>
      </ListPage>

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
