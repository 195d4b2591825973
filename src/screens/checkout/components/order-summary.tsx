import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCalendarDue, IconGift } from '@tabler/icons-react'
import classes from './checkout.module.css'
import { ORDER } from '../plan-state'

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={classes.row}>
      <Text fz="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text fz="sm" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </div>
  )
}

/** SPEC §2 Checkout: plan, $29.00, tax $0.00, billed monthly, first payment 14 days ahead. */
export function OrderSummary({ plan, firstPayment }: { plan: string; firstPayment: string }) {
  return (
    <Paper withBorder p="lg" radius="lg" className={classes.summary} component="section" aria-labelledby="order-summary-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg" id="order-summary-title">
            Order summary
          </Title>
          <Badge variant="light" color="orange" leftSection={<IconGift size={12} />}>
            {ORDER.trialDays}-day free trial
          </Badge>
        </Group>
        <div>
          <Text fw={700} fz="xl" data-testid="order-plan">
            {plan}
          </Text>
          <Text fz="sm" c="dimmed">
            Billed monthly · cancel anytime
          </Text>
        </div>
        <Divider />
        <Stack gap={8}>
          <Row label="Amount" value={ORDER.amount} />
          <Row label="Tax" value={ORDER.tax} />
          <Row label="Billing" value={ORDER.billing} />
          <Row label="First payment date" value={firstPayment} />
        </Stack>
        <Divider />
        <Row label="Total per month" value={ORDER.amount} strong />
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconCalendarDue size={18} style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-dimmed)" />
          <Text fz="xs" c="dimmed">
            Nothing is charged today. Your first payment of {ORDER.amount} is on {firstPayment}, after the{' '}
            {ORDER.trialDays}-day free trial.
          </Text>
        </Group>
      </Stack>
    </Paper>
  )
}
