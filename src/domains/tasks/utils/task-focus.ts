import { focusIsIn } from '@/components/list-page/use-recycled-keys'

/** Whether the focus is in task `id`'s card or row (its element carries `data-task-id`): `keep` for useRecycledKeys. */
export const taskHoldsFocus = (id: number): boolean => focusIsIn(`[data-task-id="${id}"]`)
