import '@/styles/mantine-content'
import { Avatar, Group, Text } from '@mantine/core'
import { Hint } from '@/components/light/hint'
import type { User } from '@/contract/schemas'
import { fullNameOf, initialsOf } from '@/lib/names'

/** SPEC §9: project cards show at most 3 members. */
export const MAX_CARD_MEMBERS = 3

/** The first three members, then '+N more'; 'No members assigned' when there are none (SPEC §2). */
export function MemberAvatars({ members, loading }: { members: readonly User[]; loading?: boolean }) {
  if (loading) {
    return (
      <Text size="sm" c="dimmed">
        Loading members…
      </Text>
    )
  }
  if (members.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No members assigned
      </Text>
    )
  }
  const shown = members.slice(0, MAX_CARD_MEMBERS)
  const more = members.length - shown.length
  return (
    <Group gap="xs" wrap="wrap">
      {shown.map((member) => (
        <Hint key={member.id} label={`@${member.username}`} withArrow>
          {(hint) => (
            <Group {...hint} gap={6} wrap="nowrap">
              <Avatar size="sm" radius="xl" color="initials" name={fullNameOf(member)}>
                {initialsOf(member)}
              </Avatar>
              <Text size="sm">{fullNameOf(member)}</Text>
            </Group>
          )}
        </Hint>
      ))}
      {more > 0 && (
        <Text size="sm" c="dimmed">
          +{more} more
        </Text>
      )}
    </Group>
  )
}
