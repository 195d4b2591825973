/** The people of the demo workspace: the three fixed demo accounts and their colleagues. */

export const ROLE_NAMES = ['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_STAFF', 'ROLE_USER'] as const
export type SeedRoleName = (typeof ROLE_NAMES)[number]

export interface SeedPerson {
  firstName: string
  lastName: string
  username: string
  password: string
  role: SeedRoleName
}

/** Fixed demo accounts (README, tests and the sign-in page's one-click logins rely on them). */
export const DEMO_ACCOUNTS = [
  { firstName: 'Amelia', lastName: 'Hart', username: 'admin', password: 'admin123', role: 'ROLE_ADMIN' },
  { firstName: 'Marcus', lastName: 'Bennett', username: 'manager', password: 'manager123', role: 'ROLE_MANAGER' },
  { firstName: 'Sofia', lastName: 'Ramirez', username: 'staff', password: 'staff123', role: 'ROLE_STAFF' },
] as const satisfies readonly SeedPerson[]

const COLLEAGUES: readonly [string, string, SeedRoleName][] = [
  ['Priya', 'Nair', 'ROLE_MANAGER'],
  ['Daniel', 'Okafor', 'ROLE_MANAGER'],
  ['Hannah', 'Lindqvist', 'ROLE_MANAGER'],
  ['Tomás', 'Herrera', 'ROLE_STAFF'],
  ['Grace', 'Kim', 'ROLE_STAFF'],
  ['Oliver', 'Brooks', 'ROLE_STAFF'],
  ['Aisha', 'Rahman', 'ROLE_STAFF'],
  ['Lucas', 'Moreau', 'ROLE_STAFF'],
  ['Emma', 'Schultz', 'ROLE_STAFF'],
  ['Noah', 'Fischer', 'ROLE_STAFF'],
  ['Chloe', 'Dubois', 'ROLE_STAFF'],
  ['Ethan', 'Walker', 'ROLE_STAFF'],
  ['Maya', 'Patel', 'ROLE_STAFF'],
  ['Liam', "O'Connor", 'ROLE_STAFF'],
  ['Zara', 'Ahmed', 'ROLE_STAFF'],
  ['Jonas', 'Berg', 'ROLE_STAFF'],
  ['Isabella', 'Rossi', 'ROLE_STAFF'],
  ['Kenji', 'Watanabe', 'ROLE_STAFF'],
  ['Amara', 'Mensah', 'ROLE_STAFF'],
  ['Felix', 'Novak', 'ROLE_STAFF'],
  ['Ana', 'Costa', 'ROLE_STAFF'],
  ['Samuel', 'Levi', 'ROLE_STAFF'],
  ['Nora', 'Jensen', 'ROLE_ADMIN'],
  ['Victor', 'Almeida', 'ROLE_USER'],
  ['Leah', 'Goldberg', 'ROLE_STAFF'],
]

function usernameOf(firstName: string, lastName: string): string {
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-zA-Z]/g, '')
      .toLowerCase()
  return `${plain(firstName)}.${plain(lastName)}`
}

export const PEOPLE: readonly SeedPerson[] = [
  ...DEMO_ACCOUNTS,
  ...COLLEAGUES.map(([firstName, lastName, role]) => ({
    firstName,
    lastName,
    username: usernameOf(firstName, lastName),
    password: 'password123',
    role,
  })),
]
