import { Component, type ErrorInfo, type ReactNode } from 'react'

interface RichTextBoundaryProps {
  /** What stands in for the text when showing it failed. */
  fallback: ReactNode
  children: ReactNode
}

/**
 * Keeps a failure in one piece of rich text (a stored value no test foresaw, an editor that cannot
 * load) to that piece: the card, page or dialog around it goes on working (issue 16).
 */
export class RichTextBoundary extends Component<RichTextBoundaryProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Rich text could not be shown', error, info.componentStack)
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
