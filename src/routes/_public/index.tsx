import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { createFileRoute, Link } from '@tanstack/react-router'

export const Route = createFileRoute('/_public/')({
  component: HomeRoute,
})

function HomeRoute() {
  return (
    <Container size="lg" py={80}>
      <Stack gap="lg" maw={720}>
        <Title order={1} fz={{ base: 36, sm: 52 }} lh={1.1}>
          Where your team&apos;s work comes together
        </Title>
        <Text fz="lg" c="dimmed">
          Taskhive keeps projects, tasks, daily checklists, notifications and team chat in one place, with roles that
          give everyone exactly the tools they need.
        </Text>
        <Group>
          <Button size="md" component={Link} to="/signup">
            Get Started
          </Button>
          <Button size="md" variant="default" component={Link} to="/signin">
            Sign In
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}
