import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle, IconClockExclamation } from '@tabler/icons-react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { signInFormSchema } from '@/contract/forms'
import { config } from '@/lib/config'
import { formResolver } from '@/lib/form-resolver'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useSession } from '@/lib/session-context'
import { SIGN_IN_MESSAGES } from '../messages'
import { AuthCard } from './auth-card'
import { DemoLogins } from './demo-logins'

export function SignInPage({ redirectTo = '/dashboard' }: { redirectTo?: string }) {
  const { login, ended } = useSession()
  const navigate = useNavigate()
  const [failed, setFailed] = useState(false)
  const [pending, setPending] = useState(false)
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: formResolver(signInFormSchema),
  })

  async function signIn(username: string, password: string) {
    setPending(true)
    setFailed(false)
    try {
      await login({ username: username.trim(), password })
      notifySuccess(SIGN_IN_MESSAGES.success)
      await navigate({ to: redirectTo })
    } catch {
      setFailed(true)
      notifyError(SIGN_IN_MESSAGES.failure, SIGN_IN_MESSAGES.failureTitle)
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
          {ended === 'expired' && !failed && (
            <Alert color="orange" icon={<IconClockExclamation size={18} />} title="Your session has ended">
              Please sign in again to continue.
            </Alert>
          )}
          {failed && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title={SIGN_IN_MESSAGES.failureTitle} role="alert">
              {SIGN_IN_MESSAGES.failure}
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
      {config.mocksEnabled && (
        <DemoLogins disabled={pending} onPick={(demo) => void signIn(demo.username, demo.password)} />
      )}
    </AuthCard>
  )
}
