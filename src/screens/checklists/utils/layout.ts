import { rem } from '@mantine/core'

/** SPEC §9 "Checklist list maximum height 60 units": 60 spacing units of 4px, 240px (docs/decisions.md). */
export const CHECKLIST_MAX_HEIGHT = rem(60 * 4)
