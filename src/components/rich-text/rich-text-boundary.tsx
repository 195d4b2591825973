import { Component, type ErrorInfo, type ReactNode } from 'react'

interface RichTextBoundaryProps {
  /** What stands in for the text when showing it failed. */
  fallback: ReactNode
  children: ReactNode
  /** What is shown: a new one is tried afresh (a list can reuse one element for another record's text). */
  value?: unknown
}

interface RichTextBoundaryState {
  failed: boolean
  value?: unknown
}

/**
 * Keeps a failure in one piece of rich text (a stored value no test foresaw, an editor that cannot
 * load) to that piece: the card, page or dialog around it goes on working (issue 16).
 */
export class RichTextBoundary extends Component<RichTextBoundaryProps, RichTextBoundaryState> {
  state: RichTextBoundaryState = { failed: false, value: this.props.value }

  static getDerivedStateFromProps(props: RichTextBoundaryProps, state: RichTextBoundaryState): RichTextBoundaryState | null {
    return Object.is(props.value, state.value) ? null : { failed: false, value: props.value }
  }

  static getDerivedStateFromError(): Partial<RichTextBoundaryState> {
    return { failed: true }
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Rich text could not be shown', error, info.componentStack)
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
