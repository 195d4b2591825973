import { describe, expect, it } from 'vitest'
import {
  canAddProjectMember,
  canCommentOnTask,
  canCreateTaskIn,
  canDeleteProject,
  canDeleteTask,
  canEditProject,
  canEditTask,
  canReadTask,
  canSeeContactDetails,
  isProjectMember,
} from './permissions'

const person = (id: number, ...names: string[]) => ({ id, roles: names.map((name) => ({ name })) })
const admin = person(1, 'ROLE_ADMIN')
const manager = person(2, 'ROLE_MANAGER')
const staff = person(3, 'ROLE_STAFF')
const roleless = person(4, 'ROLE_USER')

const theirs = { memberIds: [3, 4] }
const others = { members: [{ id: 9 }] }
const taskIn = (assigneeId: number | null) => ({ assigneeId, projectId: 1 })

describe('project rules (issue 21)', () => {
  it('reads membership from the contract’s members or the store’s memberIds', () => {
    expect(isProjectMember(staff, theirs)).toBe(true)
    expect(isProjectMember(staff, { members: [{ id: 3 }] })).toBe(true)
    expect(isProjectMember(staff, others)).toBe(false)
    expect(isProjectMember(null, theirs)).toBe(false)
  })

  it('lets managers and admins edit any project, staff only theirs, the role-less none', () => {
    expect(canEditProject(admin, others)).toBe(true)
    expect(canEditProject(manager, others)).toBe(true)
    expect(canEditProject(staff, theirs)).toBe(true)
    expect(canEditProject(staff, others)).toBe(false)
    expect(canEditProject(roleless, theirs)).toBe(false)
    expect(canAddProjectMember(staff, theirs)).toBe(true)
    expect(canAddProjectMember(staff, others)).toBe(false)
    expect(canCreateTaskIn(staff, theirs)).toBe(true)
    expect(canCreateTaskIn(staff, others)).toBe(false)
  })

  it('keeps deleting a project to managers and admins', () => {
    expect(canDeleteProject(admin)).toBe(true)
    expect(canDeleteProject(manager)).toBe(true)
    expect(canDeleteProject(staff)).toBe(false)
  })
})

describe('task rules (issue 21)', () => {
  it('lets managers and admins read and edit any task', () => {
    for (const user of [admin, manager]) {
      expect(canReadTask(user, taskIn(null), others)).toBe(true)
      expect(canEditTask(user, taskIn(null))).toBe(true)
      expect(canCommentOnTask(user, taskIn(9), others)).toBe(true)
    }
  })

  it('lets staff read, comment on and edit tasks assigned to them or in their projects', () => {
    expect(canReadTask(staff, taskIn(3), others)).toBe(true)
    expect(canReadTask(staff, taskIn(3))).toBe(true)
    expect(canReadTask(staff, taskIn(null), theirs)).toBe(true)
    expect(canEditTask(staff, taskIn(9), theirs)).toBe(true)
    expect(canCommentOnTask(staff, taskIn(9), theirs)).toBe(true)
    expect(canReadTask(staff, taskIn(9), others)).toBe(false)
    expect(canEditTask(staff, taskIn(9), others)).toBe(false)
    expect(canCommentOnTask(staff, taskIn(null))).toBe(false)
  })

  it('gives users without a role no task, even their own or one in their project', () => {
    expect(canReadTask(roleless, taskIn(4), theirs)).toBe(false)
    expect(canCommentOnTask(roleless, taskIn(4), theirs)).toBe(false)
  })

  it('keeps deleting a task to managers and admins', () => {
    expect(canDeleteTask(manager)).toBe(true)
    expect(canDeleteTask(staff)).toBe(false)
  })
})

describe('contact details (issue 21)', () => {
  it('shows email and phone to the person and to admins only', () => {
    expect(canSeeContactDetails(staff, { id: 3 })).toBe(true)
    expect(canSeeContactDetails(admin, { id: 3 })).toBe(true)
    expect(canSeeContactDetails(manager, { id: 3 })).toBe(false)
    expect(canSeeContactDetails(staff, { id: 2 })).toBe(false)
    expect(canSeeContactDetails(null, { id: 3 })).toBe(false)
  })
})
