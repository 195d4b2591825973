import { Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './marketing.module.css'

/** Eyebrow, title and lead text shared by the marketing sections. */
export function SectionHeading({
  eyebrow,
  title,
  children,
  order = 2,
  align = 'center',
}: {
  eyebrow?: string
  title: ReactNode
  children?: ReactNode
  order?: 1 | 2
  align?: 'center' | 'left'
}) {
  return (
    <Stack gap="sm" align={align === 'center' ? 'center' : 'flex-start'} ta={align} maw={720} mx={align === 'center' ? 'auto' : undefined}>
      {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
      <Title order={order} fz={order === 1 ? { base: 32, sm: 44 } : { base: 26, sm: 34 }} lh={1.15}>
        {title}
      </Title>
      {children && (
        <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }}>
          {children}
        </Text>
      )}
    </Stack>
  )
}
