/** The auth screens' strings (SPEC §2, §8), word for word. */
export const SIGN_IN_MESSAGES = {
  success: 'Welcome back! You have successfully signed in.',
  failureTitle: 'Sign in failed',
  failure: 'Please check your credentials and try again.',
} as const

export const SIGN_UP_MESSAGES = {
  success: 'Account created successfully!',
  failureTitle: 'Registration failed',
  failure: 'Please check your information and try again.',
} as const

/** The fixed demo accounts (README); the sign-in page offers one click for each. */
export const DEMO_LOGINS = [
  { label: 'Admin', username: 'admin', password: 'admin123', color: 'red' },
  { label: 'Manager', username: 'manager', password: 'manager123', color: 'indigo' },
  { label: 'Staff', username: 'staff', password: 'staff123', color: 'teal' },
] as const

export type DemoLogin = (typeof DEMO_LOGINS)[number]
