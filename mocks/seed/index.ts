/**
 * The deterministic seed (fixed random seed, dates relative to today). Bump SEED_VERSION whenever
 * what it creates changes: a stored store of another version is replaced by a fresh seed.
 */
import { clearAll, db } from '../db'
import { PEOPLE, ROLE_NAMES } from './people'

export const SEED_VERSION = 1

export async function seedDatabase(): Promise<void> {
  clearAll()
  for (const [index, name] of ROLE_NAMES.entries()) {
    await db.roles.create({ id: index + 1, name })
  }
  for (const [index, person] of PEOPLE.entries()) {
    const role = db.roles.findFirst((q) => q.where({ name: person.role }), { strict: true })
    await db.users.create({
      id: index + 1,
      firstName: person.firstName,
      lastName: person.lastName,
      username: person.username,
      email: `${person.username}@taskhive.example`,
      mobileNo: `+1 555 01${String(index).padStart(2, '0')}`,
      referralCode: null,
      referredBy: null,
      password: person.password,
      roleIds: [role.id],
    })
  }
}
