/** The pricing page hands the chosen plan to /checkout in history state (SPEC §2). */
declare module '@tanstack/react-router' {
  interface HistoryState {
    plan?: string
  }
}

export const DEFAULT_PLAN = 'Professional'

/** SPEC §2 and §9: the amount, tax and timing of the order. */
export const ORDER = {
  amount: '$29.00',
  tax: '$0.00',
  billing: 'Monthly',
  trialDays: 14,
  paymentDelayMs: 2000,
} as const

/** The plan name from history state; anything missing or odd falls back to Professional. */
export function planFromState(plan: unknown): string {
  return typeof plan === 'string' && plan.trim() !== '' ? plan.trim().slice(0, 40) : DEFAULT_PLAN
}

export const CHECKOUT_MESSAGES = {
  successTitle: 'Payment successful',
  success: (plan: string) => `Welcome to Taskhive ${plan}! Your ${ORDER.trialDays}-day free trial has started.`,
  /** Signed out there is no account to start a trial on yet (docs/decisions.md, issue 20). */
  reservedTitle: 'Plan reserved',
  reserved: (plan: string) =>
    `Your Taskhive ${plan} plan is reserved. Create an account, or sign in, to start your ${ORDER.trialDays}-day free trial.`,
} as const
