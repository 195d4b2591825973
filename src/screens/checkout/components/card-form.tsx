import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconCreditCard, IconLock, IconMail, IconUser } from '@tabler/icons-react'
import { useMemo } from 'react'
import {
  CARD_LIMITS,
  type CardValues,
  cardValidators,
  EMPTY_CARD,
  formatCardNumber,
  formatCvv,
  formatExpiry,
} from '../utils/card-format'
import { CardPreview } from './card-preview'
import classes from './checkout.module.css'

export interface CardFormProps {
  /** While true the fields are locked and the button shows the processing state. */
  processing?: boolean
  onPay: (values: CardValues) => void
  initialValues?: CardValues
  /** The moment expiry dates are compared with (tests and stories pin it). */
  now?: Date
}

/** The checkout card form (SPEC §2, §5): formatted as typed, validated on submit. */
export function CardForm({ processing = false, onPay, initialValues = EMPTY_CARD, now }: CardFormProps) {
  const validate = useMemo(() => cardValidators(now), [now])
  const form = useForm<CardValues>({ initialValues, validate, validateInputOnBlur: true })
  const { values } = form

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" component="section" aria-labelledby="payment-title">
      <form noValidate onSubmit={form.onSubmit(onPay)} aria-busy={processing}>
        <Stack gap="md">
          <Title order={2} fz="lg" id="payment-title">
            Payment details
          </Title>
          <CardPreview number={values.cardNumber} name={values.cardName} expiry={values.expiryDate} />
          <TextInput
            label="Card number"
            placeholder="1234 5678 9012 3456"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={CARD_LIMITS.cardNumber}
            leftSection={<IconCreditCard size={16} />}
            disabled={processing}
            withAsterisk
            {...form.getInputProps('cardNumber')}
            onChange={(event) => form.setFieldValue('cardNumber', formatCardNumber(event.currentTarget.value))}
          />
          <TextInput
            label="Name on card"
            placeholder="Sofia Ramirez"
            autoComplete="cc-name"
            leftSection={<IconUser size={16} />}
            disabled={processing}
            withAsterisk
            {...form.getInputProps('cardName')}
          />
          <SimpleGrid cols={2} spacing="md">
            <TextInput
              label="Expiry date"
              placeholder="MM/YY"
              inputMode="numeric"
              autoComplete="cc-exp"
              maxLength={CARD_LIMITS.expiryDate}
              disabled={processing}
              withAsterisk
              {...form.getInputProps('expiryDate')}
              onChange={(event) =>
                form.setFieldValue('expiryDate', formatExpiry(event.currentTarget.value, values.expiryDate))
              }
            />
            <TextInput
              label="CVV"
              placeholder="123"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={CARD_LIMITS.cvv}
              disabled={processing}
              withAsterisk
              {...form.getInputProps('cvv')}
              onChange={(event) => form.setFieldValue('cvv', formatCvv(event.currentTarget.value))}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            description="We send the receipt here."
            placeholder="you@company.com"
            type="email"
            autoComplete="email"
            leftSection={<IconMail size={16} />}
            disabled={processing}
            withAsterisk
            {...form.getInputProps('email')}
          />
          <Alert variant="light" color="gray" icon={<IconLock size={16} />} p="xs">
            This is a demo checkout: no payment is made and card details never leave your browser.
          </Alert>
          <Group justify="flex-end">
            <Button
              type="submit"
              size="md"
              fullWidth
              disabled={processing}
              className={classes.processing}
              leftSection={processing ? <Loader size={16} color="currentColor" /> : <IconLock size={16} />}
            >
              {processing ? 'Processing payment...' : 'Complete payment'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
