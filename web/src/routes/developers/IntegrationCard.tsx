import { type ReactNode, useState } from 'react';
import { Button } from '../../components/Button';
import { Card, CardDescription, CardTitle } from '../../components/Card';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorMessage } from '../../relay/errors';
import { useToast } from '../../toast/ToastProvider';

// What the API-token and webhook cards share: the card's frame with its owner's "new" button,
// the query's refresh after a change, and the removal of one item after a question.

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

/** Removes (or revokes) one item after a yes/no question, with the toasts of the outcome. */
export function RemoveDialog<Item>({
  item,
  title,
  confirmLabel,
  consequence,
  remove,
  busy,
  done,
  failed,
  onClose,
  onRemoved,
}: {
  item: Item | null;
  title: string;
  confirmLabel: string;
  /** What removing it means, in a sentence. */
  consequence: (item: Item) => string;
  remove: (item: Item) => Promise<unknown>;
  busy: boolean;
  done: { title: string; description?: string };
  failed: string;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const toast = useToast();
  async function confirm() {
    if (item === null) return;
    try {
      await remove(item);
      toast(done);
      onRemoved();
    } catch (error) {
      toast({ title: failed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      confirmLabel={confirmLabel}
      busy={busy}
      onConfirm={confirm}
      onClose={onClose}
    >
      {item === null ? null : consequence(item)}
    </ConfirmDialog>
  );
}
