import { describe, expect, it } from 'vitest'
import type { TaskActivity } from '@/contract/schemas'
import { activityAge, activitySentence } from './task-activity-text'

const entry = (changes: Partial<TaskActivity>): TaskActivity => ({
  id: 1,
  taskId: 7,
  kind: 'status',
  actorId: 4,
  actorName: 'Priya Nair',
  from: null,
  to: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  ...changes,
})

describe('task activity wording', () => {
  it('says each change in words, with labels for codes and the app’s date format', () => {
    expect(activitySentence(entry({ kind: 'status', from: 'TODO', to: 'IN_PROGRESS' }))).toBe('Priya Nair changed the status from To Do to In Progress')
    expect(activitySentence(entry({ kind: 'priority', from: '2', to: '3' }))).toBe('Priya Nair changed the priority from Medium to High')
    expect(activitySentence(entry({ kind: 'dueDate', from: '2026-11-21', to: '2026-11-25' }))).toBe('Priya Nair changed the due date from Nov 21, 2026 to Nov 25, 2026')
    expect(activitySentence(entry({ kind: 'startDate', from: null, to: '2026-11-02' }))).toBe('Priya Nair set the start date to Nov 2, 2026')
    expect(activitySentence(entry({ kind: 'dueDate', from: '2026-11-21', to: null }))).toBe('Priya Nair cleared the due date (was Nov 21, 2026)')
    expect(activitySentence(entry({ kind: 'title', from: 'Draft', to: 'Final' }))).toBe('Priya Nair renamed it from “Draft” to “Final”')
    expect(activitySentence(entry({ kind: 'description' }))).toBe('Priya Nair edited the description')
    expect(activitySentence(entry({ kind: 'project', from: 'Apollo', to: 'Zephyr' }))).toBe('Priya Nair moved it from Apollo to Zephyr')
    expect(activitySentence(entry({ kind: 'created' }))).toBe('Priya Nair created the task')
  })

  it('names the assignee, new or old', () => {
    expect(activitySentence(entry({ kind: 'assignee', actorName: 'Marcus Bennett', to: 'Sofia Ramirez' }))).toBe('Marcus Bennett assigned it to Sofia Ramirez')
    expect(activitySentence(entry({ kind: 'assignee', from: 'Sofia Ramirez', to: 'Liam Chen' }))).toBe('Priya Nair reassigned it from Sofia Ramirez to Liam Chen')
    expect(activitySentence(entry({ kind: 'assignee', from: 'Sofia Ramirez', to: null }))).toBe('Priya Nair unassigned Sofia Ramirez')
  })

  it('claims no actor where none is known', () => {
    expect(activitySentence(entry({ kind: 'created', actorId: null, actorName: null }))).toBe('Task created')
    expect(activitySentence(entry({ kind: 'status', actorId: null, actorName: null, from: 'TODO', to: 'COMPLETED' }))).toBe('Changed the status from To Do to Completed')
  })

  it('says when relative to now', () => {
    const now = new Date('2026-11-24T10:00:00.000Z')
    expect(activityAge('2026-11-24T08:00:00.000Z', now)).toBe('2 hours ago')
    expect(activityAge('2026-11-24T10:00:05.000Z', now)).toBe('a few seconds ago')
  })
})
