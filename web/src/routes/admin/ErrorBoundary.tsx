import { Component, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { errorMessage } from '../../relay/errors';

/** One tab failing to load keeps the panel, its header and the other tabs. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Card role="alert" className="text-center">
        <h2 className="text-lg font-bold">Something went wrong</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{errorMessage(this.state.error, 'An error occurred')}</p>
        <Button className="mt-4" onClick={() => this.setState({ error: null })}>
          Try again
        </Button>
      </Card>
    );
  }
}
