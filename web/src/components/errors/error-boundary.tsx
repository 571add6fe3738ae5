import { Component, type ErrorInfo, type ReactNode } from 'react'

type Props = {
  children: ReactNode
  /** fallback renders the error screen; reset clears the error and renders children again. */
  fallback: (props: { error: unknown; reset: () => void }) => ReactNode
  /** When resetKey changes (e.g. the location), a shown error is cleared. */
  resetKey?: unknown
}

type State = { error: unknown; hasError: boolean; resetKey: unknown }

/** ErrorBoundary catches render errors below it and shows fallback instead. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, hasError: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null
    return { resetKey: props.resetKey, error: null, hasError: false }
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('render error', error, info.componentStack)
  }

  reset = (): void => {
    this.setState({ error: null, hasError: false })
  }

  render(): ReactNode {
    if (this.state.hasError) return this.props.fallback({ error: this.state.error, reset: this.reset })
    return this.props.children
  }
}
