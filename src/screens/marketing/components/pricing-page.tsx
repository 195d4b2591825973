import '@/styles/mantine-marketing'
import { Accordion, Badge, Box, Button, Card, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck, IconMail } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { CONTACT, type Plan, PLANS, TRIAL } from '../content'
import classes from './marketing.module.css'
import { SectionHeading } from './section-heading'

const FAQ = [
  {
    q: 'How does the 14-day free trial work?',
    a: 'Every plan starts with 14 days free. On Professional you enter a card at checkout and the first payment is taken 14 days later; cancel before then and you pay nothing.',
  },
  {
    q: 'What counts as a member?',
    a: 'Anyone with a Taskhive account in your workspace, whatever their role: admin, manager or staff.',
  },
  {
    q: 'Can I change plans later?',
    a: 'Yes. Move up when your team grows past the member or storage limit; your projects, tasks, checklists and chats come with you.',
  },
  {
    q: 'What is in the live demo?',
    a: 'A full workspace with sample projects, tasks, checklists and chat rooms that runs in your browser. Sign in as admin, manager or staff to see each role.',
  },
] as const

function PlanAction({ plan }: { plan: Plan }) {
  const common = { fullWidth: true, size: 'md', variant: plan.popular ? 'filled' : 'default' } as const
  if (plan.name === 'Free') {
    return (
      <Button {...common} component={Link} to="/signup">
        {plan.cta}
      </Button>
    )
  }
  if (plan.name === 'Professional') {
    return (
      <Button {...common} component={Link} to="/checkout" state={{ plan: plan.name }}>
        {plan.cta}
      </Button>
    )
  }
  return (
    <Button
      {...common}
      component="a"
      href={`mailto:${CONTACT.sales}?subject=${encodeURIComponent('Taskhive Enterprise')}`}
      leftSection={<IconMail size={16} />}
    >
      {plan.cta}
    </Button>
  )
}

/** /pricing (SPEC §2, §9): three plans, each with the 14-day free trial. */
export function PricingPage() {
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" pt={{ base: 48, sm: 80 }} pb={{ base: 32, sm: 48 }}>
          <SectionHeading order={1} eyebrow="Pricing" title="Simple plans that grow with your team">
            Start free, upgrade when you need more people or storage. Every plan comes with a {TRIAL}.
          </SectionHeading>
        </Container>
      </Box>
      <Container size="lg" pb={72} pt="xl">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing={{ base: 40, md: 'lg' }} style={{ alignItems: 'stretch' }}>
          {PLANS.map((plan) => (
            <Card
              key={plan.name}
              withBorder
              radius="lg"
              padding="xl"
              className={plan.popular ? `${classes.plan} ${classes.planPopular}` : classes.plan}
              style={{ overflow: 'visible' }}
              component="article"
              aria-labelledby={`plan-${plan.name}`}
            >
              {plan.popular && (
                <Badge className={classes.popularBadge} size="lg" variant="gradient" gradient={{ from: 'indigo', to: 'violet' }}>
                  Most Popular
                </Badge>
              )}
              <Stack gap="xs" style={{ flex: 1 }}>
                <Title order={2} fz="xl" id={`plan-${plan.name}`}>
                  {plan.name}
                </Title>
                <Text c="dimmed" fz="sm">
                  {plan.description}
                </Text>
                <Text mt="sm" component="div">
                  <Text span fz={44} fw={800} lh={1}>
                    {plan.price}
                  </Text>
                  <Text span c="dimmed">
                    /month
                  </Text>
                </Text>
                <Badge variant="light" color="orange" w="fit-content">
                  {TRIAL}
                </Badge>
                <List
                  mt="md"
                  spacing="xs"
                  fz="sm"
                  style={{ flex: 1 }}
                  icon={
                    <ThemeIcon size={18} radius="xl" variant="light" color="teal">
                      <IconCheck size={12} />
                    </ThemeIcon>
                  }
                >
                  {plan.features.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
                <Box mt="lg">
                  <PlanAction plan={plan} />
                </Box>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Stack mt={72} maw={760} mx="auto" gap="lg">
          <Title order={2} fz={{ base: 24, sm: 28 }} ta="center">
            Questions, answered
          </Title>
          <Accordion variant="separated" radius="md">
            {FAQ.map((item) => (
              <Accordion.Item key={item.q} value={item.q}>
                <Accordion.Control>{item.q}</Accordion.Control>
                <Accordion.Panel>
                  <Text c="dimmed" fz="sm">
                    {item.a}
                  </Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      </Container>
    </>
  )
}
