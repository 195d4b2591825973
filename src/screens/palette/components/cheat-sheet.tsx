import '@/styles/mantine-content'
import '@/styles/mantine-overlays'
import { Kbd, Modal, Table, Text } from '@mantine/core'
import '@mantine/core/styles/Kbd.layer.css'
import { usePageScrollLock } from '@/components/feedback/page-scroll-lock'
import type { ShortcutGroup, ShortcutRow } from '../utils/shortcut-rows'

export interface CheatSheetProps {
  opened: boolean
  onClose: () => void
  rows: readonly ShortcutRow[]
}

/** The "?" dialog: every shortcut that works for the signed-in user, and nothing that does not yet. */
export function CheatSheet({ opened, onClose, rows }: CheatSheetProps) {
  usePageScrollLock(opened)
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" centered>
      <Table verticalSpacing={6} aria-label="Keyboard shortcuts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Keys</Table.Th>
            <Table.Th scope="col">Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {groupsOf(rows).map(([group, groupRows]) => (
          <Table.Tbody key={group}>
            <Table.Tr>
              <Table.Th scope="rowgroup" colSpan={2} pt="md" fz="xs" tt="uppercase" c="dimmed">
                {group}
              </Table.Th>
            </Table.Tr>
            {groupRows.map((row) => (
              <Table.Tr key={row.description}>
                <Table.Td>
                  {row.keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 && (
                        <Text span c="dimmed" fz="xs" mx={4}>
                          {row.sequence ? 'then' : '+'}
                        </Text>
                      )}
                      <Kbd>{key}</Kbd>
                    </span>
                  ))}
                </Table.Td>
                <Table.Td>{row.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ))}
      </Table>
      <Text fz="sm" c="dimmed" mt="sm">
        Single-key shortcuts work when you are not typing and no dialog is open. List and task keys act on the item that has focus, or on the task whose page is open.
      </Text>
    </Modal>
  )
}

function groupsOf(rows: readonly ShortcutRow[]): [ShortcutGroup, ShortcutRow[]][] {
  const groups = new Map<ShortcutGroup, ShortcutRow[]>()
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row])
  return [...groups]
}
