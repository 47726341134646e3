import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { HomeFiguresQuery } from './__generated__/HomeFiguresQuery.graphql';
import { useMoney } from './useMoney';

/**
 * The 3-4 figures each role's home opens with: a returner's drums returned and credit
 * this year; a transporter's pickups this week; an admin's open requests, overdue pickups and
 * statements to approve and collections with extra drums to review. Each role reads its own; the server answers null for the rest.
 */
export function HomeFigures() {
  const { homeFigures: figures } = useLazyLoadQuery<HomeFiguresQuery>(
    graphql`
      query HomeFiguresQuery {
        homeFigures {
          drumsReturnedThisYear
          creditThisYearCents
          pickupsThisWeek
          openRequests
          overduePickups
          statementsToApprove
          collectionsToReview
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const money = useMoney();
  const { t } = useTranslation();
  const shown = [
    { key: 'drums', label: t('buyback.figures.drumsReturnedThisYear'), value: figures.drumsReturnedThisYear },
    {
      key: 'credit',
      label: t('buyback.figures.creditThisYear'),
      value:
        figures.creditThisYearCents === null || figures.creditThisYearCents === undefined
          ? null
          : money(figures.creditThisYearCents),
    },
    { key: 'pickups', label: t('buyback.figures.pickupsThisWeek'), value: figures.pickupsThisWeek },
    { key: 'open', label: t('buyback.figures.openRequests'), value: figures.openRequests },
    { key: 'overdue', label: t('buyback.figures.overduePickups'), value: figures.overduePickups },
    { key: 'statements', label: t('buyback.figures.statementsToApprove'), value: figures.statementsToApprove },
    { key: 'collections', label: t('buyback.figures.collectionsToReview'), value: figures.collectionsToReview },
  ].filter((figure) => figure.value !== null && figure.value !== undefined);
  if (!shown.length) return null;
  return (
    <dl aria-label={t('buyback.figures.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {shown.map((figure) => (
        <div
          key={figure.key}
          className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="text-xs text-slate-600 dark:text-slate-400">{figure.label}</dt>
          <dd className="mt-1 text-xl font-semibold">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
