import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
    return <TabError error={this.state.error} onRetry={() => this.setState({ error: null })} />;
  }
}

/** The failed tab's card: a function component, so its words follow the language. */
function TabError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card role="alert" className="text-center">
      <h2 className="text-lg font-bold">{t('admin.errorBoundary.title')}</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {errorMessage(error, t('admin.errorBoundary.fallback'))}
      </p>
      <Button className="mt-4" onClick={onRetry}>
        {t('admin.errorBoundary.retry')}
      </Button>
    </Card>
  );
}
