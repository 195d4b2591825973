import { describe, expect, it } from 'vitest'
import { formResolver } from '@/lib/form-resolver'
import {
  newChatFormSchema,
  projectFormSchema,
  roleFormSchema,
  signInFormSchema,
  signUpFormSchema,
  taskFormSchema,
  templateFormSchema,
  userCreateFormSchema,
  userEditFormSchema,
} from './forms'

const text = (length: number) => 'x'.repeat(length)
const user = { firstName: 'Nina', lastName: 'Okafor', username: 'nina', email: 'nina@example.com', mobileNo: '+1 555 0100', password: 'secret1' }

describe('form schemas', () => {
  it('sign-in needs only both fields', () => {
    expect(formResolver(signInFormSchema)({ username: ' ', password: '' })).toEqual({ username: 'Username is required', password: 'Password is required' })
    expect(formResolver(signInFormSchema)({ username: text(300), password: ' ' })).toEqual({})
  })

  it('sign-up and user create say what the forms always said, plus the limits', () => {
    const blank = { firstName: '', lastName: ' ', username: '', email: '', mobileNo: '', password: '', referralCode: '', referredBy: '' }
    expect(formResolver(signUpFormSchema)(blank)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      username: 'Username is required',
      email: 'Email is required',
      mobileNo: 'Mobile number is required',
      password: 'Password is required',
    })
    expect(formResolver(userCreateFormSchema)({ ...user, username: 'a b', email: 'nope', mobileNo: 'call me', password: '12345' })).toEqual({
      username: 'Use 3 to 40 letters, digits, dots, dashes or underscores',
      email: 'Enter a valid email address',
      mobileNo: 'Enter a valid mobile number',
      password: 'Use at least 6 characters',
    })
    expect(formResolver(userCreateFormSchema)({ ...user, firstName: text(101), password: text(129) })).toEqual({
      firstName: 'Use at most 100 characters',
      password: 'Use at most 128 characters',
    })
    expect(formResolver(signUpFormSchema)({ ...user, referralCode: text(101), referredBy: '' })).toEqual({ referralCode: 'Use at most 100 characters' })
    expect(formResolver(userEditFormSchema)({ ...user, password: '' })).toEqual({})
  })

  it('role, project, template and chat names', () => {
    expect(formResolver(roleFormSchema)({ name: ' ' })).toEqual({ name: 'Role name is required' })
    expect(formResolver(roleFormSchema)({ name: text(201) })).toEqual({ name: 'Use at most 200 characters' })
    expect(formResolver(projectFormSchema)({ name: '', description: null, startDate: '2026-05-02', dueDate: '2026-05-01' })).toEqual({
      name: 'Project name is required',
      dueDate: 'Due date must not be before the start date',
    })
    expect(formResolver(templateFormSchema)({ title: '  ' })).toEqual({ title: 'Give the template a title to save it.' })
    expect(formResolver(newChatFormSchema)({ name: '', type: 'team', participants: [] })).toEqual({
      name: 'Chat name is required',
      participants: 'Please select at least one participant',
    })
    expect(formResolver(newChatFormSchema)({ name: 'Pair', type: 'direct', participants: ['1', '2'] })).toEqual({
      participants: 'A direct chat is with exactly one person',
    })
  })

  it('task: title, project and dates', () => {
    const task = { title: 'Ship it', description: null, projectId: '1', startDate: null, dueDate: null }
    expect(formResolver(taskFormSchema)(task)).toEqual({})
    expect(formResolver(taskFormSchema)({ ...task, title: ' ', projectId: null, startDate: '2026-05-02', dueDate: '2026-05-01' })).toEqual({
      title: 'Title is required',
      projectId: 'Please select a project',
      dueDate: 'Due date must not be before the start date',
    })
    expect(formResolver(taskFormSchema)({ ...task, title: text(201), description: text(100_001) })).toEqual({
      title: 'Use at most 200 characters',
      description: 'This text is too long',
    })
  })
})
