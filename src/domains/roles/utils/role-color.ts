import { type RoleLevel, roleLevel } from '@/lib/permissions'

const LEVEL_COLORS: Record<RoleLevel, string> = { admin: 'red', manager: 'violet', staff: 'blue', none: 'gray' }

/** A role's badge colour follows what it grants (SPEC §6), not its spelling. */
export function roleColor(name: string): string {
  return LEVEL_COLORS[roleLevel({ roles: [{ name }] })]
}
