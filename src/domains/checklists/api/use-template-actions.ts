/** The templates screen's mutations, with the toasts of SPEC §8 "Checklist templates" word for word. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChecklistTemplate } from '@/contract/schemas'
import { notifyError, notifySuccess } from '@/lib/notify'
import { createTemplate, deleteTemplate, invalidateChecklists, type TemplateFormValues, updateTemplate } from './checklist-queries'

export const TEMPLATE_MESSAGES = {
  fetchFailed: 'Failed to fetch checklist templates',
  createFailed: 'Failed to create checklist template',
  updateFailed: 'Failed to update checklist template',
  deleteFailed: 'Failed to delete checklist template',
  // Success wording is ours; the spec lists none for templates.
  created: 'Checklist template created',
  updated: 'Checklist template updated',
  deleted: 'Checklist template deleted',
  deleteConfirm: (title: string) => `Are you sure you want to delete "${title}"? This action cannot be undone.`,
} as const

export function useCreateTemplate(options: { onSuccess?: () => void } = {}) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (values: TemplateFormValues) => createTemplate(values),
    onSuccess: () => {
      notifySuccess(TEMPLATE_MESSAGES.created)
      options.onSuccess?.()
    },
    onError: () => notifyError(TEMPLATE_MESSAGES.createFailed),
    onSettled: () => invalidateChecklists(client),
  })
}

export function useUpdateTemplate(options: { onSuccess?: () => void } = {}) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ template, values }: { template: ChecklistTemplate; values: TemplateFormValues }) => updateTemplate(template.id, values),
    onSuccess: () => {
      notifySuccess(TEMPLATE_MESSAGES.updated)
      options.onSuccess?.()
    },
    onError: () => notifyError(TEMPLATE_MESSAGES.updateFailed),
    onSettled: () => invalidateChecklists(client),
  })
}

export function useDeleteTemplate(options: { onSuccess?: () => void } = {}) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (template: ChecklistTemplate) => deleteTemplate(template.id),
    onSuccess: () => {
      notifySuccess(TEMPLATE_MESSAGES.deleted)
      options.onSuccess?.()
    },
    onError: () => notifyError(TEMPLATE_MESSAGES.deleteFailed),
    onSettled: () => invalidateChecklists(client),
  })
}
