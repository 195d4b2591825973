/** Who in the team acts: a random one of the seeded colleagues around the signed-in user. */
import { findById, type DbRecord } from '../db'

export type User = DbRecord<'users'>

export const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)]

/** Someone of `memberIds` other than the user. */
export function colleagueIn(memberIds: readonly number[], user: User): User | undefined {
  const others = memberIds.filter((id) => id !== user.id)
  const id = pick(others)
  return id === undefined ? undefined : findById('users', id)
}
