import { type ReactNode, useState } from 'react';
import { Button } from '../../components/Button';
import { Card, CardDescription, CardTitle } from '../../components/Card';

// What the API-token and webhook cards share: the card's frame with its owner's "new" button and
// the query's refresh after a change (the removal of one item is routes/admin/RemoveDialog.tsx).

/** The card: title, what it is, the "new" button for those who may make one, then the list or "none yet". */
export function IntegrationCard({
  id,
  title,
  description,
  newLabel,
  onNew,
  actions,
  notice,
  empty,
  list,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  newLabel: string;
  /** Absent when the viewer may not make one: `notice` says so instead, if given. */
  onNew?: () => void;
  /** More buttons beside "new". */
  actions?: ReactNode;
  notice?: ReactNode;
  /** The list, or null when there is nothing to list (then `empty` shows). */
  list: ReactNode;
  empty: string;
  /** The card's dialogs. */
  children?: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id}>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
      {onNew ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={onNew}>{newLabel}</Button>
          {actions}
        </div>
      ) : (
        notice
      )}
      {list ? (
        <div className="mt-4">{list}</div>
      ) : (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      )}
      {children}
    </Card>
  );
}

/** A fetch key for the card's query: the first load may come from the store, a refresh never does. */
export function useRefresh() {
  const [fetchKey, setFetchKey] = useState(0);
  return {
    options: { fetchKey, fetchPolicy: fetchKey ? ('network-only' as const) : ('store-or-network' as const) },
    refresh: () => setFetchKey((key) => key + 1),
  };
}
