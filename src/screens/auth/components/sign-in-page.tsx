import '@/styles/mantine-fields'
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle, IconClockExclamation } from '@tabler/icons-react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { signInFormSchema } from '@/contract/forms'
import { DEMO_ACCOUNTS } from '@/lib/demo-accounts'
import { formResolver } from '@/lib/form-resolver'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useSession } from '@/lib/session-context'
import { ApiError, isUnreachable } from '@/lib/api-client'
import { SIGN_IN_MESSAGES, UNREACHABLE_MESSAGES } from '../messages'
import { AuthCard } from './auth-card'
import { DemoLogins } from './demo-logins'

/** Refused for too many failed attempts (429): "check your credentials" would send them to guess again. */
function isThrottled(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429
}

export function SignInPage({ redirectTo = '/dashboard' }: { redirectTo?: string }) {
  const { login, ended } = useSession()
  const navigate = useNavigate()
  /** Why the last attempt failed: the spec's credentials message, or a server that cannot be reached. */
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null)
  const [pending, setPending] = useState(false)
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: formResolver(signInFormSchema),
  })

  async function signIn(username: string, password: string) {
    setPending(true)
    setFailure(null)
    try {
      await login({ username: username.trim(), password })
      notifySuccess(SIGN_IN_MESSAGES.success)
      await navigate({ to: redirectTo })
    } catch (error) {
      const shown = isUnreachable(error)
        ? { title: UNREACHABLE_MESSAGES.title, message: UNREACHABLE_MESSAGES.message }
        : isThrottled(error)
          ? { title: SIGN_IN_MESSAGES.failureTitle, message: error.serverMessage ?? SIGN_IN_MESSAGES.throttled }
          : { title: SIGN_IN_MESSAGES.failureTitle, message: SIGN_IN_MESSAGES.failure }
      setFailure(shown)
      notifyError(shown.message, shown.title)
    } finally {
      setPending(false)
    }
  }

  return (
    <AuthCard
      title="Sign in to Taskhive"
      subtitle="Pick up where your team left off."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to="/signup" fw={600}>
            Sign up
          </Anchor>
        </>
      }
    >
      <form noValidate onSubmit={form.onSubmit((values) => signIn(values.username, values.password))}>
        <Stack>
          {ended === 'expired' && !failure && (
            <Alert color="orange" icon={<IconClockExclamation size={18} />} title="Your session has ended">
              Please sign in again to continue.
            </Alert>
          )}
          {failure && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title={failure.title} role="alert">
              {failure.message}
            </Alert>
          )}
          <TextInput label="Username" autoComplete="username" required withAsterisk {...form.getInputProps('username')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={pending} fullWidth>
            Sign In
          </Button>
        </Stack>
      </form>
      {DEMO_ACCOUNTS.length > 0 && (
        <DemoLogins disabled={pending} onPick={(demo) => void signIn(demo.username, demo.password)} />
      )}
    </AuthCard>
  )
}
