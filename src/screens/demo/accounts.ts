/** The three fixed demo accounts (seeded with ids 1, 2 and 3; README lists them too). */
export const DEMO_ACCOUNTS = [
  { role: 'Admin', name: 'Amelia Hart', username: 'admin', password: 'admin123' },
  { role: 'Manager', name: 'Marcus Bennett', username: 'manager', password: 'manager123' },
  { role: 'Staff', name: 'Sofia Ramirez', username: 'staff', password: 'staff123' },
] as const

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number]
