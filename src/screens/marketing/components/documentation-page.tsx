import '@/styles/mantine-content'
import '@/styles/mantine-marketing'
import { Alert, Anchor, Badge, Box, Card, Code, Container, List, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core'
import { IconBook, IconBulb, IconCode, IconRoute } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { DEMO_ACCOUNTS, type DemoAccount, demoAccount } from '@/lib/demo-accounts'
import { DOC_TABS, type DocTab } from '../doc-tabs'
import classes from './marketing.module.css'
import { SectionHeading } from './section-heading'

/** A table wider than a phone scrolls sideways: its viewport takes focus so keys can scroll it. */
const scrollRegion = (label: string) => ({ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } })

function K({ children }: { children: ReactNode }) {
  return <span className={classes.kbd}>{children}</span>
}

function H({ children }: { children: ReactNode }) {
  return (
    <Title order={2} fz="lg">
      {children}
    </Title>
  )
}

function Steps({ items }: { items: readonly ReactNode[] }) {
  return (
    <List type="ordered" spacing="xs">
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  )
}

const MENU_BY_ROLE = [
  ['Dashboard', 'Everyone'],
  ['Project, Project Tasks', 'Staff, managers and admins'],
  ['Daily Checklist, Checklist Templates, Chat', 'Staff, managers and admins'],
  ['Projects, Tasks', 'Managers and admins'],
  ['Users, Roles (marked Admin)', 'Admins only'],
] as const

function GettingStarted() {
  return (
    <Stack gap="md">
      <Text>
        Taskhive organises work in <b>projects</b> that contain <b>tasks</b>, plus <b>daily checklists</b> for routines,
        a <b>notifications</b> bell and team <b>chat</b>. What you see depends on your role.
      </Text>
      <H>1. Sign in</H>
      <Text>
        Open{' '}
        <Anchor component={Link} to="/signin" underline="always">
          Sign In
        </Anchor>{' '}
        {DEMO_ACCOUNTS.length > 0
          ? 'and use one of the demo accounts, or press one of the “Sign in as demo …” buttons under the form.'
          : 'with the account your administrator gave you.'}
      </Text>
      {DEMO_ACCOUNTS.length > 0 && (
        <Table.ScrollContainer minWidth={420} scrollAreaProps={scrollRegion('Demo accounts')}>
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Role</Table.Th>
                <Table.Th>Username</Table.Th>
                <Table.Th>Password</Table.Th>
                <Table.Th>Person</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {DEMO_ACCOUNTS.map((account) => (
                <Table.Tr key={account.username}>
                  <Table.Td>
                    <Badge color={account.color} variant="light">
                      {account.role}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Code>{account.username}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Code>{account.password}</Code>
                  </Table.Td>
                  <Table.Td>{account.name}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text>
        You can also{' '}
        <Anchor component={Link} to="/signup" underline="always">
          create an account
        </Anchor>
        ; new accounts start with the Staff role, and an admin can change it on the Users screen.
      </Text>
      <H>2. Find your way around</H>
      <Text>
        After signing in you land on the <b>Dashboard</b>. The side menu (behind the menu button on a phone) shows the
        screens your role may use:
      </Text>
      <Table.ScrollContainer minWidth={420} scrollAreaProps={scrollRegion('Screens by role')}>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Menu entries</Table.Th>
              <Table.Th>Who sees them</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {MENU_BY_ROLE.map(([entries, who]) => (
              <Table.Tr key={entries}>
                <Table.Td>{entries}</Table.Td>
                <Table.Td>{who}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <H>3. Read the dashboard</H>
      <List spacing="xs">
        <List.Item>
          Four counters (total, completed, in progress, to do) follow the <b>project</b> and <b>assignee</b> filters
          above them; pick “Unassigned” to find work nobody owns.
        </List.Item>
        <List.Item>
          Tabs All / To Do / In Progress / Completed narrow the list. Completed tasks sink to the bottom, the rest are
          sorted by priority; an overdue due date shows in red.
        </List.Item>
        <List.Item>
          Tick a task’s checkbox to complete it, click its title to open it, or use Assign / Reassign and Edit.
        </List.Item>
      </List>
      <H>4. Header tools</H>
      <Text>
        The bell shows your unread notifications, the colour-scheme button switches between light and dark mode, and
        your name opens the account menu with <b>Sign Out</b>.
      </Text>
    </Stack>
  )
}

function TasksDoc() {
  return (
    <Stack gap="md">
      <H>Create a task</H>
      <Steps
        items={[
          <>
            On the dashboard press <b>New Task</b>, or open <b>Tasks</b> in the menu (managers and admins) and press{' '}
            <b>New Task</b>.
          </>,
          <>
            Give it a <b>title</b> (required) and, if you like, a rich-text <b>description</b>: bold, italic, underline,
            strike, links, colours, lists and headings 1 to 3.
          </>,
          <>
            Choose the <b>project</b> (on the Tasks page a task needs one: “Please select a project”), a <b>priority</b>,
            an <b>assignee</b>, and start and due dates. On the dashboard the due date defaults to today.
          </>,
          <>Save. The assignee gets a notification straight away.</>,
        ]}
      />
      <H>Move it forward</H>
      <List spacing="xs">
        <List.Item>
          Statuses are <Code>TODO</Code>, <Code>IN_PROGRESS</Code>, <Code>IN_REVIEW</Code> and <Code>COMPLETED</Code>.
          On the Tasks page each card has a status selector; anywhere else the checkbox switches between To Do and
          Completed.
        </List.Item>
        <List.Item>
          Priorities are Low, Medium and High. A task is <b>overdue</b> when its due date has passed and it is not
          completed.
        </List.Item>
        <List.Item>
          <b>Assign</b> or <b>Reassign</b> hands a task to someone else (staff and above).
        </List.Item>
        <List.Item>
          Search on the Tasks page looks through titles, descriptions, statuses, assignees and project names.
        </List.Item>
      </List>
      <H>Task details and comments</H>
      <Text>
        Open a task to see everything about it: status and priority badges, description, due and created dates, assignee
        and project. Below is the <b>comments</b> panel: type a comment and press <b>Add</b>; use <b>Edit</b> to change
        one in place (then <b>Save</b> or <b>Cancel</b>) or <b>Delete</b> to remove it. Each comment shows who wrote it and
        when, like “Jun 12, 2026 at 9:41 AM”.
      </Text>
      <H>For staff: Project Tasks</H>
      <Text>
        <b>Project Tasks</b> lists the tasks of the projects you belong to, grouped by project, with filters for project,
        status and priority and a count of the tasks found.
      </Text>
    </Stack>
  )
}

function ProjectsDoc() {
  return (
    <Stack gap="md">
      <H>Create a project</H>
      <Steps
        items={[
          <>
            Managers and admins press <b>New Project</b> on the dashboard or the <b>Projects</b> screen.
          </>,
          <>
            Enter a <b>name</b> (required) and an optional rich-text description. The due date starts 30 days after the
            start date; change it if you need to.
          </>,
          <>Save. The project gets one of eight colours so you can tell projects apart at a glance.</>,
        ]}
      />
      <H>Members</H>
      <List spacing="xs">
        <List.Item>
          Press <b>Add Member</b> on a project card, on the project’s page, or on the dashboard while a project filter is
          active, and pick a person. They are notified that they were added.
        </List.Item>
        <List.Item>
          Cards show the first three members and “+N more”; a project without members says “No members assigned”.
        </List.Item>
        <List.Item>
          Staff see their own projects and teammates on the <b>Project</b> screen, searchable by project, member name or
          username.
        </List.Item>
      </List>
      <H>The project page</H>
      <Text>
        <b>View</b> opens a project: its description, created date, member count and colour, the team list, and all of
        its tasks with status, priority and due date. Press <b>New Task</b> there to add a task to this project directly.
      </Text>
      <H>Status</H>
      <Text>
        {/* Spans: Badge is a div, which may not sit inside this paragraph. */}
        A project is <Badge component="span" color="green" variant="light">active</Badge>,{' '}
        <Badge component="span" color="yellow" variant="light">on hold</Badge> or{' '}
        <Badge component="span" color="blue" variant="light">completed</Badge>.
        Search on the Projects screen matches name, description and status. Deleting a project asks for confirmation
        first.
      </Text>
    </Stack>
  )
}

function AdvancedDoc() {
  return (
    <Stack gap="md">
      <H>Daily checklists and templates</H>
      <Text>
        A <b>checklist template</b> describes a routine: a title, the people it is for, an active switch and the
        weekdays it should be skipped (for example Saturday and Sunday). Every day, each assigned person gets a fresh
        checklist from every active template, except on the excluded days.
      </Text>
      <Steps
        items={[
          <>
            Open <b>Checklist Templates</b> and press the create button. Enter a title, choose people and excluded days.
          </>,
          <>
            Open <b>Daily Checklist</b> to work through today’s items: tick them off, add your own one-off items and
            watch the “n/m completed” progress bar.
          </>,
        ]}
      />
      <H>Notifications</H>
      <Text>
        The bell counts unread notifications (“99+” above 99). Taskhive notifies you when a task is assigned to you or
        updated, when someone comments, when you join a project and when a task is overdue. New ones pop up as a “New
        Notification” toast. Click a notification or its close button to mark it read, or use <b>Mark all as read</b>.
      </Text>
      <H>Team chat</H>
      <List spacing="xs">
        <List.Item>
          <b>Chat</b> lists your rooms with an unread badge (“9+” above 9), the last message and when it was sent; team
          rooms have a group icon.
        </List.Item>
        <List.Item>
          <b>New Chat</b> creates a room: give it a name and pick at least one participant.
        </List.Item>
        <List.Item>
          <K>Enter</K> sends, <K>Shift</K>+<K>Enter</K> adds a new line. Use the paperclip to share a file or an image.
        </List.Item>
      </List>
      <H>Users and roles (admins)</H>
      <Text>
        <b>Users</b> lets admins create, edit and delete accounts and give them roles; <b>Roles</b> manages the role
        records themselves (such as <Code>ROLE_ADMIN</Code>, <Code>ROLE_MANAGER</Code>, <Code>ROLE_STAFF</Code>). Role
        names are compared without regard to case.
      </Text>
      {DEMO_ACCOUNTS.length > 0 && (
        <>
          <H>The Demo menu</H>
          <Text>
            In the live demo the app header has a <b>Demo</b> menu for trying things out: make the network realistic or
            slow, let simulated teammates comment and assign work, make the next calls fail to see the error messages,
            and reset all demo data. The data lives in your browser only.
          </Text>
        </>
      )}
    </Stack>
  )
}

/** A walkthrough's first step: with the demo's credentials where the build has them. */
function signInStep(role: DemoAccount['role']): string {
  const account = demoAccount(role)
  return account ? `Sign in as ${account.username} / ${account.password}.` : `Sign in with a ${role.toLowerCase()} account.`
}

const TUTORIALS = [
  {
    title: 'Plan a project in five minutes',
    who: 'Manager',
    steps: [
      signInStep('Manager'),
      'Press New Project, name it “Office move”, save.',
      'Filter the dashboard by “Office move” and press Add Member for Sofia Ramirez.',
      'Press New Task twice: “Book movers” (High) and “Pack the archive” (Medium), assigned to Sofia.',
    ],
  },
  {
    title: 'Run a daily routine',
    who: 'Staff',
    steps: [
      signInStep('Staff'),
      'Open Checklist Templates, create “Opening routine” for yourself, excluding Saturday and Sunday.',
      'Open Daily Checklist and tick items off as you go.',
      'Add a one-off item for today with the add box.',
    ],
  },
  {
    title: 'Hand off a task with context',
    who: 'Staff',
    steps: [
      'Open a task from the dashboard.',
      'Move its status to In Review on the Tasks or Project Tasks screen.',
      'Add a comment explaining what is left; the assignee is notified.',
      'Continue the conversation in the project’s chat room.',
    ],
  },
] as const

const API_GROUPS = [
  ['Auth', 'POST /auth/login, POST /auth/signup', 'Everyone'],
  ['Projects', '/staff/projects, /staff/projects/{id}/members', 'Staff and above'],
  ['Tasks', '/staff/tasks, /staff/projects/{id}/tasks, PATCH …/status, …/assign', 'Staff and above'],
  ['Comments', '/task/{taskId}/comments, /comments/{id}', 'Signed in'],
  ['Checklists', '/staff/checklistsTemplate, /staff/checklists/user/{userId}/today', 'Staff and above'],
  ['Notifications', '/user/notifications/{userId}/unread, POST /user/notifications/{id}/read', 'Your own'],
  ['Chat', '/chat/rooms, /chat/rooms/{id}/messages; STOMP at /chat', 'Signed in'],
  ['Users and roles', '/users, /admin/users, /admin/roles', 'Admins (reads: signed in)'],
] as const

const PANELS: Record<DocTab, () => ReactNode> = {
  'getting-started': GettingStarted,
  tasks: TasksDoc,
  projects: ProjectsDoc,
  advanced: AdvancedDoc,
}

/** /documentation: how to use Taskhive, one tab per topic, plus tutorials and the API outline. */
export function DocumentationPage({ tab, onTabChange }: { tab: DocTab; onTabChange: (tab: DocTab) => void }) {
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" pt={{ base: 48, sm: 72 }} pb="xl">
          <SectionHeading order={1} eyebrow="Documentation" title="Learn Taskhive">
            How to sign in, plan projects and tasks, run daily checklists, and use notifications and chat.
          </SectionHeading>
        </Container>
      </Box>
      <Container size="md" pb={72} className={classes.docs}>
        <Box id="getting-started" style={{ scrollMarginTop: 80 }}>
          <Tabs
            value={tab}
            onChange={(value) => {
              const next = DOC_TABS.find((item) => item.value === value)
              if (next) onTabChange(next.value)
            }}
            keepMounted={false}
          >
            <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
              {DOC_TABS.map((item) => (
                <Tabs.Tab key={item.value} value={item.value} style={{ flexShrink: 0 }}>
                  {item.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {DOC_TABS.map((item) => {
              const Panel = PANELS[item.value]
              return (
                <Tabs.Panel key={item.value} value={item.value}>
                  <Panel />
                </Tabs.Panel>
              )
            })}
          </Tabs>
        </Box>

        <Stack id="tutorials" gap="lg" mt={64} style={{ scrollMarginTop: 80 }}>
          <Title order={2} fz={{ base: 24, sm: 28 }}>
            <IconRoute size={24} style={{ verticalAlign: 'middle', marginRight: 8 }} />
            Tutorials
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {TUTORIALS.map((tutorial) => (
              <Card key={tutorial.title} withBorder radius="lg" padding="lg">
                <Badge variant="light" size="sm" mb="xs">
                  As {tutorial.who}
                </Badge>
                <Title order={3} fz="md" mb="sm">
                  {tutorial.title}
                </Title>
                <List type="ordered" spacing={6} fz="sm">
                  {tutorial.steps.map((step) => (
                    <List.Item key={step}>{step}</List.Item>
                  ))}
                </List>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack id="api" gap="md" mt={64} style={{ scrollMarginTop: 80 }}>
          <Title order={2} fz={{ base: 24, sm: 28 }}>
            <IconCode size={24} style={{ verticalAlign: 'middle', marginRight: 8 }} />
            API
          </Title>
          <Text>
            The app talks to the Taskhive service over JSON under <Code>/api</Code>, sending the bearer token it received
            at sign-in in the <Code>Authorization</Code> header. Chat and live notifications use a STOMP WebSocket. The
            path prefix decides who may call: <Code>/admin</Code> for admins, <Code>/staff</Code> for staff and above,{' '}
            <Code>/user</Code> for your own data.
          </Text>
          <Table.ScrollContainer minWidth={560} scrollAreaProps={scrollRegion('API endpoints')}>
            <Table withTableBorder striped fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Area</Table.Th>
                  <Table.Th>Main paths</Table.Th>
                  <Table.Th>Who</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {API_GROUPS.map(([area, paths, who]) => (
                  <Table.Tr key={area}>
                    <Table.Td fw={600}>{area}</Table.Td>
                    <Table.Td>
                      <Code>{paths}</Code>
                    </Table.Td>
                    <Table.Td>{who}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Alert variant="light" icon={<IconBulb size={18} />} title="Errors">
            A failed call answers <Code>{'{ "message": "..." }'}</Code> with 400, 401, 403, 404 or 409; the app shows it
            as a toast.
          </Alert>
          <Text c="dimmed" fz="sm">
            <IconBook size={14} style={{ verticalAlign: 'middle' }} /> Still stuck? Write to{' '}
            <Anchor href="mailto:hello@taskhive.example" underline="always">hello@taskhive.example</Anchor>.
          </Text>
        </Stack>
      </Container>
    </>
  )
}
