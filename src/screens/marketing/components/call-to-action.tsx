import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { TRIAL } from '../content'
import classes from './marketing.module.css'

/** The closing band on every marketing page. */
export function CallToAction({ title = 'Bring your team’s work into one calm place' }: { title?: string }) {
  return (
    <Container size="lg" pb={72}>
      <div className={classes.cta}>
        <Stack align="center" ta="center" gap="md">
          <Title order={2} fz={{ base: 24, sm: 32 }} c="white">
            {title}
          </Title>
          <Text c="rgba(255,255,255,0.8)" maw={560}>
            Every plan starts with a {TRIAL}. Or sign in to the live demo as an admin, a manager or a member of staff.
          </Text>
          <Group justify="center">
            <Button component={Link} to="/signup" size="md" color="honey" c="dark.9">
              Get Started
            </Button>
            <Button component={Link} to="/signin" size="md" variant="white" color="dark">
              Try the demo
            </Button>
          </Group>
        </Stack>
      </div>
    </Container>
  )
}
