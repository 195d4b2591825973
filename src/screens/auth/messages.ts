/** The auth screens' strings (SPEC §2, §8), word for word. */
export const SIGN_IN_MESSAGES = {
  success: 'Welcome back! You have successfully signed in.',
  failureTitle: 'Sign in failed',
  failure: 'Please check your credentials and try again.',
  /** Not in the spec: a 429 without the server's own words (docs/api.md "Sign-in throttling"). */
  throttled: 'Too many failed sign-in attempts. Try again later.',
} as const

/** Not in the spec: a server that cannot be reached must not read as wrong credentials (issue 15). */
export const UNREACHABLE_MESSAGES = {
  title: 'Cannot reach the server',
  message: 'Cannot reach the server. Check your connection, or try again in a moment.',
} as const

export const SIGN_UP_MESSAGES = {
  success: 'Account created successfully!',
  failureTitle: 'Registration failed',
  failure: 'Please check your information and try again.',
} as const
