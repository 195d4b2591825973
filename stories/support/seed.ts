import { seedDatabase } from '../../mocks/seed'
import { updateSettings } from '../../mocks/settings'

let seeding: Promise<void> = Promise.resolve()

/** Reseeds the store for a story. Storybook runs loaders in parallel; others await `seeded()`. */
export function reseed(): Promise<void> {
  updateSettings({ latency: 'off', teammates: false })
  seeding = seedDatabase()
  return seeding
}

export function seeded(): Promise<void> {
  return seeding
}
