import '@/styles/mantine-content'
import { Grid } from '@mantine/core'
import type { ReactNode } from 'react'
import { TaskActivityPanel } from '@/domains/tasks/components/task-activity-panel'

/** Comments beside the task's activity (issue 19): two columns from md up, activity below on phones. */
export function TaskDiscussion({ taskId, comments }: { taskId: number; comments: ReactNode }) {
  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, md: 7 }}>{comments}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <TaskActivityPanel taskId={taskId} />
      </Grid.Col>
    </Grid>
  )
}
