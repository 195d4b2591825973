/**
 * The three fixed demo accounts of the in-browser server (seeded with ids 1, 2 and 3; the README
 * lists them): one home for the sign-in buttons, the Demo menu and the documentation page.
 * A build without the in-browser server (`VITE_API_MOCKS=off`) has none: the comparison below is
 * between two literals once Vite has replaced the variable, so the bundler drops the list and no
 * page or chunk of such a build names a demo password (`scripts/check-mocks-off.mjs` checks it).
 */
const ACCOUNTS = [
  { role: 'Admin', username: 'admin', password: 'admin123', name: 'Amelia Hart', color: 'red' },
  { role: 'Manager', username: 'manager', password: 'manager123', name: 'Marcus Bennett', color: 'indigo' },
  { role: 'Staff', username: 'staff', password: 'staff123', name: 'Sofia Ramirez', color: 'teal' },
] as const

export type DemoAccount = (typeof ACCOUNTS)[number]

export const DEMO_ACCOUNTS: readonly DemoAccount[] = import.meta.env.VITE_API_MOCKS === 'off' ? [] : ACCOUNTS

/** The demo account with a role, for the documentation's walkthroughs. */
export function demoAccount(role: DemoAccount['role']): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((account) => account.role === role)
}
