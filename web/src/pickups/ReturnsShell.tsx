import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { Page, PageHeader } from '../components/PageHeader';
import { routeQueryLoader } from '../relay/routeQuery';
import { useViewer } from '../viewer/ViewerProvider';
import { knownSignedOut } from './knownSignedOut';
import type { ReturnsList } from './returnsLists';
import { useReconnectKey } from '../relay/reconnect';
import { useReturnsSubscription } from './useReturnsSubscription';

/**
 * The route loader of a returner's list: its query with the list's statuses. A visitor the store
 * knows is signed out gets the prompt (the guard lets them through) without a query the server
 * would refuse.
 */
export function returnsListLoader<Q extends OperationType>(query: GraphQLTaggedNode, list: ReturnsList) {
  const load = routeQueryLoader<Q>(query, () => ({ statuses: list.statuses }) as VariablesOf<Q>);
  return (args: LoaderFunctionArgs) => (knownSignedOut() ? null : load(args));
}

type Props = {
  list: ReturnsList;
  title: string;
  actions?: ReactNode;
  /** The prompt a signed-out visitor sees instead. */
  signedOutText: string;
  /** The list itself, rendered only for a signed-in viewer (it reads the route's query). */
  children: ReactNode;
};

/** The frame My Returns and Completed Returns share: sign-in prompt, page header, live updates. */
export function ReturnsShell({ signedOutText, ...props }: Props) {
  const viewer = useViewer();
  if (!viewer) return <LoginPrompt text={signedOutText} />;
  return <LiveReturns {...props} />;
}

function LiveReturns({ list, title, actions, children }: Omit<Props, 'signedOutText'>) {
  useReturnsSubscription(list);
  // After a dropped socket comes back, the route's query runs again: changes missed meanwhile show.
  const reconnectKey = useReconnectKey();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (reconnectKey > 0) void revalidate();
  }, [reconnectKey, revalidate]);
  return (
    <Page>
      <PageHeader title={title} actions={actions} />
      {children}
    </Page>
  );
}

/** What a signed-out visitor sees on a page that needs an account. */
function LoginPrompt({ text }: { text: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Card className="text-center">
        <h1 className="text-xl font-bold">{text}</h1>
        <Button className="mt-4" onClick={() => navigate('/login')}>
          {t('nav.logIn')}
        </Button>
      </Card>
    </Page>
  );
}
