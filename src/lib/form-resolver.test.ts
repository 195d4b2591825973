import { useForm } from '@mantine/form'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { formResolver } from './form-resolver'

const schema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(5, 'Too long')),
    tags: z.array(z.object({ label: z.string().check(z.minLength(1, 'Label is required')) })),
    from: z.number(),
    to: z.number(),
  })
  .check(z.refine((value) => value.to >= value.from, { message: 'To before from', path: ['to'] }))

describe('formResolver', () => {
  it('answers nothing for valid values', () => {
    expect(formResolver(schema)({ name: ' ok ', tags: [{ label: 'a' }], from: 1, to: 2 })).toEqual({})
  })

  it('answers the first message of each field, by dotted path, including object-level checks', () => {
    expect(formResolver(schema)({ name: '   ', tags: [{ label: 'a' }, { label: '' }], from: 2, to: 1 })).toEqual({
      name: 'Name is required',
      'tags.1.label': 'Label is required',
      to: 'To before from',
    })
  })

  it('validates synchronously inside useForm, field by field too', () => {
    const { result } = renderHook(() =>
      useForm({ initialValues: { name: 'toolong', tags: [], from: 0, to: 0 }, validate: formResolver(schema) }),
    )
    let valid = true
    act(() => {
      valid = !result.current.validate().hasErrors
    })
    expect(valid).toBe(false)
    expect(result.current.errors).toEqual({ name: 'Too long' })
    act(() => result.current.setFieldValue('name', 'fine'))
    act(() => {
      result.current.validateField('name')
    })
    expect(result.current.errors).toEqual({})
  })
})
