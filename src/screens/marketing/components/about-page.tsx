import '@/styles/mantine-content'
import { Anchor, Box, Card, Container, Grid, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconBrowser, IconEye, IconHeartHandshake, IconLock, IconMail, IconSunMoon } from '@tabler/icons-react'
import { CONTACT } from '../content'
import { CallToAction } from './call-to-action'
import classes from './marketing.module.css'
import { SectionHeading } from './section-heading'

const VALUES = [
  {
    icon: IconEye,
    color: 'indigo',
    title: 'Clarity over clutter',
    text: 'One dashboard with four counters and your tasks, sorted with the urgent ones first and completed ones last.',
  },
  {
    icon: IconHeartHandshake,
    color: 'teal',
    title: 'Routines deserve tools too',
    text: 'Most work is not a project. Daily checklists from templates make the recurring part visible and shared.',
  },
  {
    icon: IconLock,
    color: 'red',
    title: 'The right access, no more',
    text: 'Admins, managers and staff see different menus, and the server enforces the same rules as the screen.',
  },
  {
    icon: IconSunMoon,
    color: 'orange',
    title: 'Pleasant all day',
    text: 'Light and dark modes, keyboard-friendly forms and layouts that work on a phone as well as a desk.',
  },
] as const

/** /about: why Taskhive exists and how to reach the team. */
export function AboutPage() {
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <SectionHeading order={1} eyebrow="About Taskhive" title="Calm, shared work for busy teams">
            We build Taskhive for teams who juggle projects and daily routines at the same time, and are tired of keeping
            both in five different apps.
          </SectionHeading>
        </Container>
      </Box>
      <Container size="lg" className={classes.section}>
        <Grid gap={{ base: 32, md: 64 }}>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Title order={2} fz={{ base: 24, sm: 30 }}>
                Our story
              </Title>
              <Text>
                Taskhive started in a small operations team. Projects lived in one tool, the morning routine on a
                whiteboard, questions in a chat app and “did you see my comment?” in everyone’s inbox. Nothing was
                connected, and the people doing the work had the least overview.
              </Text>
              <Text>
                So we put it in one hive: projects with their members, tasks with status and priority, comments where the
                work is, checklists that appear by themselves every working day, a bell that tells you what changed, and
                chat rooms for the team. Like cells in a honeycomb, each part is simple, and together they hold everything.
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card withBorder radius="lg" padding="xl" className={classes.sectionAlt}>
              <Stack gap="md">
                <ThemeIcon size={44} radius="md" variant="light" color="indigo">
                  <IconBrowser size={24} />
                </ThemeIcon>
                <Title order={3} fz="lg">
                  Try it without signing up
                </Title>
                <Text c="dimmed">
                  The live demo runs entirely in your browser: a sample workspace with projects, tasks, checklists and chat
                  rooms, stored on your device and never sent anywhere. Sign in as the admin, a manager or a member of
                  staff to see each role’s view, and reset it from the Demo menu whenever you like.
                </Text>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
      <Box className={`${classes.section} ${classes.sectionAlt}`}>
        <Container size="lg">
          <Stack gap={48}>
            <SectionHeading eyebrow="What we believe" title="Four ideas behind every screen" />
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
              {VALUES.map((value) => (
                <Card key={value.title} withBorder radius="lg" padding="lg" className={classes.card}>
                  <ThemeIcon size={40} radius="md" variant="light" color={value.color}>
                    <value.icon size={22} />
                  </ThemeIcon>
                  <Title order={3} fz="md" mt="md">
                    {value.title}
                  </Title>
                  <Text c="dimmed" fz="sm" mt={6}>
                    {value.text}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" className={classes.section}>
        <SectionHeading eyebrow="Contact" title="Talk to us">
          Questions, feedback or a larger team in mind? Write to{' '}
          <Anchor href={`mailto:${CONTACT.hello}`} inline underline="always">
            <IconMail size={16} style={{ verticalAlign: 'middle' }} /> {CONTACT.hello}
          </Anchor>
          . For Enterprise plans, reach sales at{' '}
          <Anchor href={`mailto:${CONTACT.sales}`} inline underline="always">
            {CONTACT.sales}
          </Anchor>
          .
        </SectionHeading>
      </Container>
      <CallToAction />
    </>
  )
}
