import { describe, expect, it } from 'vitest'
import { Route as Chat } from './_app/chat'
import { Route as ChecklistTemplates } from './_app/checklist-templates'
import { Route as DailyChecklist } from './_app/daily-checklist'
import { Route as Dashboard } from './_app/dashboard'
import { Route as ProjectStaff } from './_app/project-staff'
import { Route as ProjectTasks } from './_app/project-tasks'
import { Route as Projects } from './_app/projects/index'
import { Route as Roles } from './_app/roles'
import { Route as Tasks } from './_app/tasks/index'
import { Route as Users } from './_app/users'
import { Route as Documentation } from './_public/documentation'
import { Route as SignIn } from './signin'

interface StandardSchema {
  '~standard': { validate: (value: unknown) => { value?: unknown; issues?: readonly unknown[] } | Promise<unknown> }
}

function isStandardSchema(value: unknown): value is StandardSchema {
  return typeof value === 'object' && value !== null && '~standard' in value
}

/** What the router gets from a route's `validateSearch` (a Standard Schema) for raw search params. */
function searchOf(route: { options: { validateSearch?: unknown } }, raw: Record<string, unknown>): unknown {
  const schema = route.options.validateSearch
  if (!isStandardSchema(schema)) throw new Error('validateSearch is not a Standard Schema')
  const result = schema['~standard'].validate(raw)
  if (result instanceof Promise) throw new Error('validateSearch must be synchronous')
  expect(result.issues).toBeUndefined()
  return result.value
}

describe("routes' search params fall back instead of showing an error page", () => {
  it('dashboard: ?project=&assignee=&tab=', () => {
    const search = (raw: Record<string, unknown>) => searchOf(Dashboard, raw)
    expect(search({ project: 3, assignee: 'unassigned', tab: 'in-progress' })).toStrictEqual({ project: 3, assignee: 'unassigned', tab: 'in-progress' })
    expect(search({ assignee: '7' })).toStrictEqual({ assignee: 7 })
    expect(search({ project: 'all', assignee: 'nobody', tab: 'all' })).toStrictEqual({ project: undefined, assignee: undefined, tab: undefined })
  })

  it('tasks: ?project=&q=', () => {
    const search = (raw: Record<string, unknown>) => searchOf(Tasks, raw)
    expect(search({ project: 2, q: 'login' })).toStrictEqual({ project: 2, q: 'login' })
    expect(search({ project: -2, q: '' })).toStrictEqual({ project: undefined, q: undefined })
  })

  it('project tasks: ?project=&status=&priority=&q=', () => {
    const search = (raw: Record<string, unknown>) => searchOf(ProjectTasks, raw)
    expect(search({ project: 1, status: 'in-progress', priority: 'urgent', q: 'api' })).toStrictEqual({ project: 1, status: 'in-progress', priority: 'urgent', q: 'api' })
    expect(search({ status: 'all', priority: 'all' })).toStrictEqual({ status: undefined, priority: undefined })
    expect(search({ project: 'x', status: 'done', priority: 9 })).toStrictEqual({ project: undefined, status: undefined, priority: undefined })
  })

  it('every ?q= screen', () => {
    for (const route of [Projects, Users, Roles, ChecklistTemplates, DailyChecklist, ProjectStaff]) {
      expect(searchOf(route, { q: 'ana' })).toStrictEqual({ q: 'ana' })
      expect(searchOf(route, { q: 2024 })).toStrictEqual({ q: '2024' })
      expect(searchOf(route, { q: { nested: true } })).toStrictEqual({ q: undefined })
    }
  })

  it('chat: ?room=', () => {
    expect(searchOf(Chat, { room: 4 })).toStrictEqual({ room: 4 })
    expect(searchOf(Chat, { room: 'general' })).toStrictEqual({ room: undefined })
  })

  it('sign-in: ?redirect=', () => {
    expect(searchOf(SignIn, { redirect: '/tasks/5' })).toStrictEqual({ redirect: '/tasks/5' })
    expect(searchOf(SignIn, { redirect: 5 })).toStrictEqual({ redirect: undefined })
  })

  it('documentation: ?tab=', () => {
    expect(searchOf(Documentation, { tab: 'advanced' })).toStrictEqual({ tab: 'advanced' })
    expect(searchOf(Documentation, { tab: 'secret' })).toStrictEqual({ tab: undefined })
  })
})
