import classes from './marketing.module.css'

const TASKS = [
  { title: 'Finalise Q3 launch plan', priority: 'High', color: 'red', status: 'In Review', due: 'Today', who: 'MB', tone: '#3b5bdb' },
  { title: 'Design onboarding checklist', priority: 'Medium', color: 'yellow', status: 'In Progress', due: 'Jun 14', who: 'SR', tone: '#087f5b' },
  { title: 'Migrate customer feedback board', priority: 'Low', color: 'green', status: 'To Do', due: 'Jun 18', who: 'AH', tone: '#b33c0b' },
  { title: 'Weekly metrics report', priority: 'Medium', color: 'yellow', status: 'Completed', due: 'Jun 10', who: 'SR', tone: '#087f5b', done: true },
] as const

/** The Taskhive dashboard, drawn with CSS so the home page needs no image download. */
export function ProductPreview() {
  return (
    <div style={{ position: 'relative' }}>
      <div className={classes.preview} role="img" aria-label="The Taskhive dashboard: task counters and a prioritised task list">
        <div className={classes.previewBar}>
          <span className={classes.dot} style={{ background: '#ff6b6b' }} />
          <span className={classes.dot} style={{ background: '#fcc419' }} />
          <span className={classes.dot} style={{ background: '#51cf66' }} />
          <span className={classes.address}>taskhive.app/dashboard</span>
        </div>
        <div className={classes.previewBody}>
          <div className={classes.previewSide}>
            <div className={classes.navItemActive}>Dashboard</div>
            <div className={classes.navItem}>Projects</div>
            <div className={classes.navItem}>Tasks</div>
            <div className={classes.navItem}>Daily Checklist</div>
            <div className={classes.navItem}>Checklist Templates</div>
            <div className={classes.navItem}>Chat</div>
          </div>
          <div className={classes.previewMain}>
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
              <div>
                <div style={{ fontWeight: 700, fontSize: 14 }}>Welcome back, Marcus Bennett</div>
                <div style={{ color: 'var(--mantine-color-dimmed)' }}>Website relaunch · All assignees</div>
              </div>
              <BellWithBadge count={3} />
            </div>
            <div className={classes.counters}>
              <Counter label="Total" value={24} />
              <Counter label="Completed" value={9} color="var(--mantine-color-teal-text)" />
              <Counter label="In progress" value={8} color="var(--mantine-color-blue-6)" />
              <Counter label="To do" value={7} color="var(--mantine-color-orange-6)" />
            </div>
            {TASKS.map((task) => (
              <div key={task.title} className={classes.taskRow}>
                <span className={'done' in task ? classes.checkOn : classes.check} />
                <span className={`${classes.taskTitle} ${'done' in task ? classes.done : ''}`}>{task.title}</span>
                <span
                  className={`${classes.pill} ${classes.hideXs}`}
                  style={{ background: `var(--mantine-color-${task.color}-light)`, color: `var(--mantine-color-${task.color}-light-color)` }}
                >
                  {task.priority}
                </span>
                <span className={classes.hideXs} style={{ color: task.due === 'Today' ? 'var(--mantine-color-red-text)' : 'var(--mantine-color-dimmed)', flexShrink: 0 }}>
                  {task.due}
                </span>
                <span className={classes.avatar} style={{ background: task.tone }}>
                  {task.who}
                </span>
              </div>
            ))}
          </div>
        </div>
      </div>
      <div className={classes.floating} style={{ right: -28, bottom: -26, width: 200 }} aria-hidden="true">
        <div style={{ fontWeight: 600, marginBottom: 6 }}>Daily checklist</div>
        <div className={classes.bar}>
          <div className={classes.barFill} style={{ width: '60%' }} />
        </div>
        <div style={{ color: 'var(--mantine-color-dimmed)', marginTop: 6 }}>3/5 completed</div>
      </div>
      <div className={classes.floating} style={{ left: -36, bottom: 40, width: 220 }} aria-hidden="true">
        <div style={{ fontWeight: 600 }}>New Notification</div>
        <div style={{ color: 'var(--mantine-color-dimmed)' }}>Sofia commented on “Finalise Q3 launch plan”</div>
      </div>
    </div>
  )
}

function Counter({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <div className={classes.counter}>
      <div style={{ color: 'var(--mantine-color-dimmed)', fontSize: 11 }}>{label}</div>
      <div className={classes.counterValue} style={{ color }}>
        {value}
      </div>
    </div>
  )
}

/** A bell icon with an unread badge, as in the app header. */
export function BellWithBadge({ count }: { count: number }) {
  return (
    <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true" style={{ flexShrink: 0 }}>
      <path
        d="M15 6a6 6 0 0 0-6 6v4l-2 3h16l-2-3v-4a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <circle cx="22" cy="8" r="6" fill="var(--mantine-color-red-6)" />
      <text x="22" y="11" fontSize="8" textAnchor="middle" fill="#fff" fontWeight="700">
        {count}
      </text>
    </svg>
  )
}

/** A faint honeycomb behind the hero. */
export function HexPattern({ className }: { className?: string }) {
  return (
    <svg className={className} aria-hidden="true" width="100%" height="100%">
      <defs>
        <pattern id="taskhive-hex" width="56" height="97" patternUnits="userSpaceOnUse" patternTransform="scale(0.6)">
          <path
            d="M28 0l28 16v32L28 64 0 48V16zM28 64v33M0 113l28-16 28 16"
            fill="none"
            stroke="var(--mantine-color-default-border)"
            strokeWidth="1"
          />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#taskhive-hex)" />
    </svg>
  )
}
