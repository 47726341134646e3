import type { TFunction } from 'i18next';
import { Component, type ReactNode, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useLazyLoadQuery, usePaginationFragment, useSubscription } from 'react-relay/hooks';
import { Button } from '../components/Button';
import { LIST_PAGE } from '../components/ShowMore';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { Spinner } from '../components/Spinner';
import { useMarkMessagesReadMutation } from '../mutations/MarkMessagesReadMutation';
import { useReconnectKey } from '../relay/reconnect';
import { useOfflineAsOf } from '../relay/offlineAnswers';
import { errorMessage, isNetworkError } from '../relay/errors';
import { OfflineAsOf } from '../components/OfflineAsOf';
import type { MessageThread_message$key } from './__generated__/MessageThread_message.graphql';
import type { MessageThreadQuery } from './__generated__/MessageThreadQuery.graphql';
import type { MessageThread_messages$key } from './__generated__/MessageThread_messages.graphql';
import type { MessageThreadPaginationQuery } from './__generated__/MessageThreadPaginationQuery.graphql';
import type { MessageThreadSubscription } from './__generated__/MessageThreadSubscription.graphql';
import { MessageComposer } from './MessageComposer';
import { formatDateTime } from '../format';

/**
 * The message thread of a request (docs/specification.md section 2): shown on active requests in every
 * details dialog; loads when the dialog opens, stays live over the messageAdded subscription
 * (no polling), refetches after a reconnect, and marks the thread read while it is shown.
 */
export function MessageThread({ pickupRequestId }: { pickupRequestId: string }) {
  const { t } = useTranslation();
  // A thread that cannot load (no coverage, and none kept on the phone) keeps the dialog around
  // it; it is asked again once the connection is back.
  const reconnectKey = useReconnectKey();
  return (
    <section aria-label={t('messages.thread.title')} className="rounded-xl bg-white p-4 dark:bg-slate-900">
      <h3 className="mb-2 font-semibold">{t('messages.thread.title')}</h3>
      <ThreadBoundary retryKey={reconnectKey} failed={(error) => <ThreadError error={error} />}>
        <Suspense
          fallback={
            <div role="status" className="flex items-center gap-2 text-sm text-slate-500">
              <Spinner className="size-4" /> {t('messages.thread.loading')}
            </div>
          }
        >
          <ThreadBody pickupRequestId={pickupRequestId} />
        </Suspense>
      </ThreadBoundary>
    </section>
  );
}

/** The thread's failure to load, until `retryKey` changes (the connection is back). */
class ThreadBoundary extends Component<
  { retryKey: number; failed: (error: unknown) => ReactNode; children: ReactNode },
  { error: unknown }
> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidUpdate(previous: { retryKey: number }) {
    if (previous.retryKey !== this.props.retryKey && this.state.error !== null) this.setState({ error: null });
  }

  render() {
    return this.state.error === null ? this.props.children : this.props.failed(this.state.error);
  }
}

function ThreadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="text-sm text-slate-600 dark:text-slate-400">
      {isNetworkError(error) ? t('messages.thread.offline') : errorMessage(error, t('messages.thread.unavailable'))}
    </p>
  );
}

const threadQuery = graphql`
  query MessageThreadQuery($id: ID!) {
    pickupRequest(id: $id) {
      id
      acceptsMessages
      ...MessageThread_messages
    }
  }
`;

function ThreadBody({ pickupRequestId }: { pickupRequestId: string }) {
  const reconnectKey = useReconnectKey();
  const { t } = useTranslation();
  const variables = { id: pickupRequestId };
  const data = useLazyLoadQuery<MessageThreadQuery>(threadQuery, variables, {
    fetchPolicy: 'store-and-network',
    fetchKey: reconnectKey,
  });
  // Without coverage, the thread is the last the phone had (docs/offline.md).
  const asOf = useOfflineAsOf(threadQuery, variables);
  const request = data.pickupRequest;
  // The newest messages first come, the earlier ones a page at a time above them.
  const {
    data: thread,
    hasPrevious,
    loadPrevious,
    isLoadingPrevious,
  } = usePaginationFragment<MessageThreadPaginationQuery, MessageThread_messages$key>(
    graphql`
      fragment MessageThread_messages on PickupRequest
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "MessageThreadPaginationQuery") {
        messages(last: $count, before: $cursor) @connection(key: "MessageThread_messages") {
          __id
          edges {
            node {
              id
              viewerIsSender
              ...MessageThread_message
            }
          }
        }
      }
    `,
    request ?? null,
  );
  const connectionId = thread?.messages.__id ?? '';
  useThreadSubscription(pickupRequestId, connectionId);

  const edges = thread?.messages.edges ?? [];
  const fromOthers = edges.filter((edge) => !edge.node.viewerIsSender).length;
  useMarkReadWhileShown(pickupRequestId, fromOthers);

  const end = useRef<HTMLLIElement>(null);
  // A new message at the end scrolls it into view; earlier ones loaded above do not.
  const lastId = edges.at(-1)?.node.id;
  useEffect(() => {
    // Braces: newer browsers answer scrollIntoView with a promise, which is no effect cleanup.
    void end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastId]);

  if (!request) return <p className="text-sm text-slate-500">{t('messages.thread.unavailable')}</p>;
  return (
    <div className="space-y-3">
      <OfflineAsOf asOf={asOf} />
      {edges.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('messages.thread.empty')}</p>
      ) : (
        <ol aria-label={t('messages.thread.list')} className="max-h-80 space-y-2 overflow-y-auto pr-1">
          {hasPrevious ? (
            <li>
              <Button
                variant="ghost"
                className="w-full"
                disabled={isLoadingPrevious}
                onClick={() => loadPrevious(LIST_PAGE)}
              >
                {isLoadingPrevious ? t('common.loading') : t('messages.thread.showEarlier')}
              </Button>
            </li>
          ) : null}
          {edges.map((edge) => (
            <MessageBubble key={edge.node.id} message={edge.node} />
          ))}
          <li ref={end} aria-hidden="true" />
        </ol>
      )}
      {request.acceptsMessages ? (
        <MessageComposer pickupRequestId={pickupRequestId} connectionId={connectionId} />
      ) : null}
    </div>
  );
}

function useThreadSubscription(pickupRequestId: string, connectionId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<MessageThreadSubscription>>(
    () => ({
      subscription: graphql`
        subscription MessageThreadSubscription($id: ID!, $connections: [ID!]!) {
          messageAdded(pickupRequestId: $id)
            @appendNode(connections: $connections, edgeTypeName: "PickupRequestMessagesConnectionEdge") {
            id
            viewerIsSender
            ...MessageThread_message
          }
        }
      `,
      variables: { id: pickupRequestId, connections: connectionId ? [connectionId] : [] },
    }),
    [pickupRequestId, connectionId],
  );
  useSubscription<MessageThreadSubscription>(config);
}

/** Marks the thread read when it is shown and whenever another party's message arrives meanwhile. */
function useMarkReadWhileShown(pickupRequestId: string, fromOthers: number) {
  const [markRead] = useMarkMessagesReadMutation();
  useEffect(() => {
    // Failing to mark read is harmless (the badge stays): nothing to tell the user.
    markRead({ input: { pickupRequestId } }).catch(() => {});
  }, [pickupRequestId, fromOthers, markRead]);
}

function MessageBubble({ message }: { message: MessageThread_message$key }) {
  const data = useFragment(
    graphql`
      fragment MessageThread_message on Message {
        id
        messageText
        senderName
        senderRole
        viewerIsSender
        createdAt
        attachments {
          databaseId
          url
          thumbnailUrl
          filename
        }
      }
    `,
    message,
  );
  const { t } = useTranslation();
  const own = data.viewerIsSender;
  return (
    <li className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${
          own ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100'
        }`}
      >
        <p className={`text-xs ${own ? 'text-white/80' : 'text-slate-500 dark:text-slate-400'}`}>
          <span className="font-semibold">{data.senderName}</span>
          {data.senderRole ? ` · ${roleName(t, data.senderRole)}` : ''} · {formatDateTime(data.createdAt)}
        </p>
        {data.messageText ? <p className="mt-1 break-words whitespace-pre-wrap">{data.messageText}</p> : null}
        {data.attachments.length ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {data.attachments.map((attachment) => (
              <li key={attachment.databaseId}>
                <a href={attachment.url} target="_blank" rel="noreferrer" className="block">
                  <img
                    src={attachment.thumbnailUrl}
                    alt={attachment.filename}
                    className="size-20 rounded-lg object-cover"
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** The sender's role as the server names it (returner, transporter, admin), in the reader's words. */
function roleName(t: TFunction, role: string): string {
  switch (role) {
    case 'returner':
      return t('messages.role.returner');
    case 'transporter':
      return t('messages.role.transporter');
    case 'admin':
      return t('messages.role.admin');
    default:
      return role;
  }
}
