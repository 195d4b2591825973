import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** WCAG 2.0–2.2 A and AA: the bar. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export interface AxeFinding {
  rule: string
  impact: string
  target: string
  summary: string
}

interface AxeNode {
  impact?: string | null
  target: unknown[]
  failureSummary?: string
}
interface AxeResult {
  id: string
  impact?: string | null
  nodes: AxeNode[]
}
interface AxeWindow {
  axe?: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeResult[] }> }
}

export interface ScanOptions {
  /** Rules another piece of work owns; each caller says why. */
  disableRules?: string[]
  /** CSS selectors of the parts to scan (an open dialog, menu or toast); the whole page if absent. */
  include?: string[]
}

/**
 * Lists render off-screen cards with `content-visibility: auto`: until scrolled to, a card is laid
 * out at a placeholder height with its content overflowing it, which axe reads as targets covering
 * each other and cannot colour-check. Scans measure every card as the reader meets it: rendered.
 */
export const RENDER_ALL = '* { content-visibility: visible !important; }'

/** Waits until no finite animation or transition runs, so colours are measured at rest. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const end = animation.effect?.getComputedTiming().endTime
      return animation.playState !== 'running' || end === Infinity
    }),
  )
}

/**
 * Runs axe-core on the page as it is now (or the parts `include` names) and returns its serious and
 * critical nodes (the issue counts only those). axe is injected on the first scan after each full
 * page load.
 */
export async function scan(page: Page, options: ScanOptions = {}): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) {
    await page.addStyleTag({ content: RENDER_ALL })
    await page.addScriptTag({ path: AXE_SOURCE })
  }
  await settle(page)
  const violations = await page.evaluate(
    async ({ tags, disabled, include }) => {
      const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]))
      const context = include.length ? { include: include.map((selector) => [selector]) } : document
      const result = await (window as AxeWindow).axe!.run(context, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] })
      return result.violations
    },
    { tags: AXE_TAGS, disabled: options.disableRules ?? [], include: options.include ?? [] },
  )
  return violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => (node.impact ?? violation.impact) === 'serious' || (node.impact ?? violation.impact) === 'critical')
      .map((node) => ({
        rule: violation.id,
        impact: node.impact ?? violation.impact ?? '',
        target: node.target.map(String).join(' >> '),
        summary: (node.failureSummary ?? '').replace(/^Fix (any|all) of the following:\s*/i, '').split('\n')[0]!.trim(),
      })),
  )
}

/** One line a finding: rule id, impact, target, what is wrong. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings.map((finding) => `  ${finding.rule} [${finding.impact}] ${finding.target}: ${finding.summary}`).join('\n')
}
