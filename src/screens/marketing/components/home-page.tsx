import { Badge, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { FEATURES, ROLES, TRIAL } from '../content'
import { CallToAction } from './call-to-action'
import classes from './marketing.module.css'
import { HexPattern, ProductPreview } from './product-preview'
import { SectionHeading } from './section-heading'

const STEPS = [
  { title: 'Set up a project', text: 'Create a project, pick its colour and dates, and add the people who work on it.' },
  { title: 'Plan the tasks', text: 'Write tasks with priorities, due dates and assignees; Taskhive notifies each person.' },
  { title: 'Run the day', text: 'Everyone opens their dashboard, ticks off their daily checklist and talks it through in chat.' },
] as const

/** / : what Taskhive is, in one screen, then the detail. */
export function HomePage() {
  return (
    <>
      <Box className={classes.hero}>
        <HexPattern className={classes.hexGrid} />
        <Container size="lg" py={{ base: 48, sm: 88 }} pos="relative">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }} style={{ alignItems: 'center' }}>
            <Stack gap="lg">
              <Badge variant="light" color="orange" size="lg" radius="sm" w="fit-content">
                Projects · Tasks · Checklists · Chat
              </Badge>
              <Title order={1} fz={{ base: 36, sm: 54 }} lh={1.05} style={{ letterSpacing: '-0.02em' }}>
                Where your team&apos;s work <span className={classes.accent}>comes together</span>
              </Title>
              <Text fz={{ base: 'md', sm: 'xl' }} c="dimmed" maw={560}>
                Taskhive keeps projects, tasks, daily checklists, notifications and team chat in one place, with roles that
                give admins, managers and staff exactly the tools they need.
              </Text>
              <Group gap="sm">
                <Button size="md" component={Link} to="/signup" rightSection={<IconArrowRight size={18} />}>
                  Get Started
                </Button>
                <Button size="md" variant="default" component={Link} to="/pricing">
                  See pricing
                </Button>
              </Group>
              <Group gap="lg">
                {[TRIAL, 'Free plan for up to 5 members', 'Live demo, no sign-up'].map((item) => (
                  <Group key={item} gap={6} wrap="nowrap">
                    <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" />
                    <Text fz="sm" c="dimmed">
                      {item}
                    </Text>
                  </Group>
                ))}
              </Group>
            </Stack>
            <ProductPreview />
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" className={classes.section} component="section" aria-labelledby="home-features">
        <Stack gap={48}>
          <SectionHeading eyebrow="Everything in one place" title={<span id="home-features">Built for how teams actually work</span>}>
            Six tools that usually live in six apps, sharing one list of people, one set of roles and one bell.
          </SectionHeading>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {FEATURES.map((feature) => (
              <Card key={feature.id} withBorder radius="lg" padding="lg" className={classes.card}>
                <ThemeIcon size={44} radius="md" variant="light" color={feature.color}>
                  <feature.icon size={24} />
                </ThemeIcon>
                <Title order={3} fz="lg" mt="md">
                  {feature.title}
                </Title>
                <Text c="dimmed" fz="sm" mt={6}>
                  {feature.summary}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Group justify="center">
            <Button variant="light" component={Link} to="/features" rightSection={<IconArrowRight size={16} />}>
              Explore all features
            </Button>
          </Group>
        </Stack>
      </Container>

      <Box className={`${classes.section} ${classes.sectionAlt}`} component="section" aria-labelledby="home-roles">
        <Container size="lg">
          <Stack gap={48}>
            <SectionHeading eyebrow="Roles" title={<span id="home-roles">Everyone sees what they need</span>}>
              Three roles, one rule: admins above managers, managers above staff. Menus, buttons and the server agree.
            </SectionHeading>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              {ROLES.map((role) => (
                <Card key={role.name} withBorder radius="lg" padding="lg">
                  <Badge color={role.color} variant="light" size="lg">
                    {role.name}
                  </Badge>
                  <Text mt="md">{role.description}</Text>
                  <Text c="dimmed" fz="sm" mt="sm">
                    Menu: {role.sees}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" className={classes.section} component="section" aria-labelledby="home-steps">
        <Stack gap={48}>
          <SectionHeading eyebrow="How it works" title={<span id="home-steps">From plan to done in three steps</span>} />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
            {STEPS.map((step, index) => (
              <Stack key={step.title} gap="xs">
                <ThemeIcon size={36} radius="xl" color="honey" c="dark.9">
                  <Text fw={800}>{index + 1}</Text>
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {step.title}
                </Title>
                <Text c="dimmed">{step.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>

      <CallToAction />
    </>
  )
}
