import { Button, Group, Text } from '@mantine/core'
import { LoadedModal } from '../overlay/loaded-modal'
import type { OverwriteQuestion } from '@/lib/edit-conflict'
import { usePageScrollLock } from './page-scroll-lock'

/** "Changed elsewhere": keep the other version (the safe default) or overwrite it with mine. */
export function OverwriteDialog({ question }: { question: OverwriteQuestion }) {
  usePageScrollLock(true)
  return (
    <LoadedModal opened onClose={() => question.answer(false)} title="Changed elsewhere" centered zIndex={400}>
      <Text size="sm">
        Someone else saved changes to the {question.what} “{question.name}” after you opened it. Overwrite their changes with yours, or
        keep their version?
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => question.answer(false)} data-autofocus>
          Keep their version
        </Button>
        <Button color="red" onClick={() => question.answer(true)}>
          Overwrite with mine
        </Button>
      </Group>
    </LoadedModal>
  )
}
