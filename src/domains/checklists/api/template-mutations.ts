/** The checklist templates' mutations, one hook per endpoint; the screen passes its toasts in `mutationConfig`. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ChecklistTemplate, checklistTemplateSchema } from '@/contract/schemas'
import { updateOrAsk } from '@/lib/edit-conflict'
import { type MutationConfig, withMutationConfig } from '@/lib/mutation-config'
import { createTemplate, deleteTemplate, invalidateChecklists, type TemplateFormValues, updateTemplate } from './checklist-queries'

function create(values: TemplateFormValues): Promise<ChecklistTemplate> {
  return createTemplate(values)
}

/** Based on the version the dialog opened with; a change saved elsewhere is never overwritten without asking. */
function save({ template, values }: { template: ChecklistTemplate; values: TemplateFormValues }): Promise<ChecklistTemplate> {
  return updateOrAsk((headers) => updateTemplate(template.id, values, headers), template.version, checklistTemplateSchema, (current) => ({
    what: 'checklist template',
    name: current.title,
  }))
}

function remove(template: ChecklistTemplate): Promise<void> {
  return deleteTemplate(template.id)
}

export function useCreateTemplate({ mutationConfig }: { mutationConfig?: MutationConfig<typeof create> } = {}) {
  const client = useQueryClient()
  return useMutation(withMutationConfig({ mutationFn: create, onSettled: () => invalidateChecklists(client) }, mutationConfig))
}

export function useUpdateTemplate({ mutationConfig }: { mutationConfig?: MutationConfig<typeof save> } = {}) {
  const client = useQueryClient()
  return useMutation(withMutationConfig({ mutationFn: save, onSettled: () => invalidateChecklists(client) }, mutationConfig))
}

export function useDeleteTemplate({ mutationConfig }: { mutationConfig?: MutationConfig<typeof remove> } = {}) {
  const client = useQueryClient()
  return useMutation(withMutationConfig({ mutationFn: remove, onSettled: () => invalidateChecklists(client) }, mutationConfig))
}
