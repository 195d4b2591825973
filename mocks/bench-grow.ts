/**
 * For `npm run bench` only: `?bench-tasks=N` in the address grows the store to N tasks before the
 * worker starts (mocks/start.ts loads this chunk only then, so the product's first visit is
 * unchanged). The extra tasks copy the seeded ones round-robin — same projects, people, statuses
 * and dates — so every screen shows them as it would real ones.
 */
import { db, nextId } from './db'

export async function growTasks(target: number): Promise<void> {
  // Every measured boot passes here again: a store already grown is not copied through.
  if (db.tasks.count() >= target) return
  const seeded = db.tasks.all().map((task) => ({ ...task }))
  if (seeded.length === 0) return
  let id = nextId('tasks')
  for (let count = seeded.length; count < target; count += 1) {
    const source = seeded[count % seeded.length]
    // Marked as notified so thousands of copies do not each send an overdue notification.
    await db.tasks.create({ ...source, id, title: `${source.title} #${count + 1}`, overdueNotified: true, position: id })
    id += 1
  }
}
