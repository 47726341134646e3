import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
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
  /** The list kept live by the subscription; none for a view that is not a list of requests. */
  list?: ReturnsList;
  title: string;
  /** Whether My Returns' views (its requests, its drums on site) show as tabs under the title. */
  tabs?: boolean;
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

function LiveReturns({ list, title, actions, tabs, children }: Omit<Props, 'signedOutText'>) {
  // After a dropped socket comes back, the route's query runs again: changes missed meanwhile show.
  const reconnectKey = useReconnectKey();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (reconnectKey > 0) void revalidate();
  }, [reconnectKey, revalidate]);
  return (
    <Page>
      {list ? <ReturnsSubscription list={list} /> : null}
      <PageHeader title={title} actions={actions} />
      {tabs ? <ReturnsTabs /> : null}
      {children}
    </Page>
  );
}

function ReturnsSubscription({ list }: { list: ReturnsList }) {
  useReturnsSubscription(list);
  return null;
}

/**
 * My Returns' views as tabs: links (each view has its own address, so Back and a shared link
 * work), the current one marked as the page, wrapping rather than scrolling sideways on a phone.
 */
function ReturnsTabs() {
  const { t } = useTranslation();
  const tab =
    'flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-slate-600 hover:text-slate-900 ' +
    'aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 dark:text-slate-400 dark:hover:text-slate-100 ' +
    'dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-brand-500';
  return (
    <nav aria-label={t('trackedDrums.tabsLabel')} className="mb-6 border-b border-slate-200 pb-2 dark:border-slate-800">
      <ul className="flex flex-wrap gap-1">
        <li>
          <NavLink to="/returns" end className={tab}>
            {t('trackedDrums.requestsTab')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/returns/drums" className={tab}>
            {t('trackedDrums.tab')}
          </NavLink>
        </li>
      </ul>
    </nav>
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
