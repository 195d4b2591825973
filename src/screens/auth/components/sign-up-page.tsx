import '@/styles/mantine-fields'
import { Alert, Anchor, Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle } from '@tabler/icons-react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { signUpFormSchema } from '@/contract/forms'
import { isUnreachable, serverFieldErrors, serverMessage } from '@/lib/api-client'
import { formResolver } from '@/lib/form-resolver'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useSession } from '@/lib/session-context'
import { SIGN_UP_MESSAGES, UNREACHABLE_MESSAGES } from '../messages'
import { AuthCard } from './auth-card'

/** /signup (SPEC §2); `plan` is one reserved at checkout while signed out. */
export function SignUpPage({ plan }: { plan?: string }) {
  const { signup } = useSession()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const form = useForm({
    initialValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      mobileNo: '',
      password: '',
      referralCode: '',
      referredBy: '',
    },
    validate: formResolver(signUpFormSchema),
  })

  const submit = form.onSubmit(async (values) => {
    setPending(true)
    setFailure(null)
    const referralCode = values.referralCode.trim() || null
    try {
      await signup({
        user: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          username: values.username.trim(),
          email: values.email.trim(),
          mobileNo: values.mobileNo.trim(),
          password: values.password,
          referralCode,
          referredBy: values.referredBy.trim() || null,
        },
        referralCode,
      })
      notifySuccess(SIGN_UP_MESSAGES.success)
      await navigate({ to: '/' })
    } catch (error) {
      if (isUnreachable(error)) {
        setFailure(UNREACHABLE_MESSAGES.message)
        notifyError(UNREACHABLE_MESSAGES.message, UNREACHABLE_MESSAGES.title)
      } else {
        // A field the server refused (a taken username or email) says so under the field too.
        form.setErrors(serverFieldErrors(error, Object.keys(form.values)))
        setFailure(serverMessage(error, SIGN_UP_MESSAGES.failure))
        notifyError(SIGN_UP_MESSAGES.failure, SIGN_UP_MESSAGES.failureTitle)
      }
    } finally {
      setPending(false)
    }
  })

  return (
    <AuthCard
      title="Create your account"
      subtitle={plan ? `Your ${plan} plan is reserved: create your account to start its free trial.` : 'Start organising projects, tasks and routines with your team.'}
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/signin" fw={600}>
            Sign in
          </Anchor>
        </>
      }
    >
      <form noValidate onSubmit={submit}>
        <Stack>
          {failure && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title={SIGN_UP_MESSAGES.failureTitle} role="alert">
              {failure}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="First name" autoComplete="given-name" withAsterisk {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" withAsterisk {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label="Username" autoComplete="username" withAsterisk {...form.getInputProps('username')} />
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <TextInput label="Mobile number" type="tel" autoComplete="tel" withAsterisk {...form.getInputProps('mobileNo')} />
          <PasswordInput label="Password" autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="Referral code" description="Optional" {...form.getInputProps('referralCode')} />
            <TextInput label="Referred by" description="Optional" {...form.getInputProps('referredBy')} />
          </SimpleGrid>
          <Group grow>
            <Button type="submit" loading={pending}>
              Create account
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  )
}
