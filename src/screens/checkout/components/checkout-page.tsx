import '@/styles/mantine-content'
import { Anchor, Container, Grid, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link, useNavigate } from '@tanstack/react-router'
import dayjs from 'dayjs'
import { useEffect, useRef, useState } from 'react'
import { notifySuccess } from '@/lib/notify'
import { useSessionStore } from '@/lib/session-context'
import { CHECKOUT_MESSAGES, ORDER } from '../plan-state'
import { CardForm } from './card-form'
import { OrderSummary } from './order-summary'

/**
 * /checkout (SPEC §2, §9): no call is made; the "payment" takes 2000 ms, then a success toast and
 * /dashboard. A signed-out buyer has no account to start the trial on: they are told the plan is
 * reserved and go to /signup with it (issue 20).
 */
export function CheckoutPage({ plan }: { plan: string }) {
  const navigate = useNavigate()
  const session = useSessionStore()
  const [processing, setProcessing] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  const firstPayment = dayjs().add(ORDER.trialDays, 'day').format('MMMM D, YYYY')

  useEffect(() => () => window.clearTimeout(timer.current), [])

  function pay() {
    setProcessing(true)
    timer.current = window.setTimeout(() => {
      if (session.getSnapshot().user) {
        notifySuccess(CHECKOUT_MESSAGES.success(plan), CHECKOUT_MESSAGES.successTitle)
        void navigate({ to: '/dashboard' })
      } else {
        notifySuccess(CHECKOUT_MESSAGES.reserved(plan), CHECKOUT_MESSAGES.reservedTitle)
        void navigate({ to: '/signup', state: { plan } })
      }
    }, ORDER.paymentDelayMs)
  }

  return (
    <Container size="lg" py={{ base: 'xl', sm: 56 }}>
      <Stack gap="xl">
        <Stack gap={6}>
          <Anchor component={Link} to="/pricing" fz="sm" c="dimmed">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} /> Back to pricing
            </Group>
          </Anchor>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            Checkout
          </Title>
          <Text c="dimmed">
            Start your {plan} plan. You can cancel anytime during the {ORDER.trialDays}-day free trial.
          </Text>
        </Stack>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <CardForm processing={processing} onPay={pay} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <OrderSummary plan={plan} firstPayment={firstPayment} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  )
}
