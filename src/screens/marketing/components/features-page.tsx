import '@/styles/mantine-content'
import '@/styles/mantine-marketing'
import { Badge, Box, Container, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { FEATURES } from '../content'
import { CallToAction } from './call-to-action'
import { FeatureVisual } from './feature-visuals'
import classes from './marketing.module.css'
import { SectionHeading } from './section-heading'

/** /features: each feature with what it does and a picture of its screen. */
export function FeaturesPage() {
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <SectionHeading order={1} eyebrow="Features" title="Everything your team needs to ship, every day">
            Projects and tasks for the plan, daily checklists for the routine, notifications and chat for the conversation
            around it.
          </SectionHeading>
        </Container>
      </Box>
      {FEATURES.map((feature, index) => (
        <Box
          key={feature.id}
          id={feature.id}
          component="section"
          aria-labelledby={`feature-${feature.id}`}
          className={index % 2 === 1 ? `${classes.section} ${classes.sectionAlt}` : classes.section}
        >
          <Container size="lg">
            <Grid gap={{ base: 32, md: 64 }} align="center">
              <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: index % 2 === 1 ? 2 : 1 }}>
              <Stack gap="md">
                <Badge variant="light" color={feature.color} leftSection={<feature.icon size={14} />} w="fit-content">
                  {feature.id === 'roles' ? 'Roles' : feature.title.split(' ')[0]}
                </Badge>
                <Title order={2} fz={{ base: 24, sm: 32 }} id={`feature-${feature.id}`}>
                  {feature.title}
                </Title>
                <Text c="dimmed" fz="lg">
                  {feature.summary}
                </Text>
                <List
                  spacing="xs"
                  icon={
                    <ThemeIcon size={20} radius="xl" color={feature.color} variant="light">
                      <IconCheck size={12} />
                    </ThemeIcon>
                  }
                >
                  {feature.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
              </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: index % 2 === 1 ? 1 : 2 }}>
                <FeatureVisual id={feature.id} />
              </Grid.Col>
            </Grid>
          </Container>
        </Box>
      ))}
      <Box pt={72}>
        <CallToAction title="See it working in your browser" />
      </Box>
    </>
  )
}
