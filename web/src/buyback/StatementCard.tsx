import { buttonClasses } from '../components/Button';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import { INTL_LOCALES } from '../../../domain/i18n/locales';
import { Badge, type BadgeTone } from '../components/Badge';
import { formatDay } from '../format';
import { currentLocale } from '../i18n';
import type { StatementCard_statement$key } from './__generated__/StatementCard_statement.graphql';
import { useMoney } from './useMoney';

/** A statement's state as its badge shows it; an unknown one as the server names it. */
function statusBadge(t: TFunction, status: string): { label: string; tone: BadgeTone } {
  switch (status) {
    case 'DRAFT':
      return { label: t('buyback.statement.draft'), tone: 'amber' };
    case 'APPROVED':
      return { label: t('buyback.statement.approved'), tone: 'blue' };
    case 'PAID':
      return { label: t('buyback.statement.paid'), tone: 'green' };
    default:
      return { label: status, tone: 'slate' };
  }
}

/** A tracked drum's line by its kind: its words name the drum, not a collection's conditions. */
const DRUM_LINE = { RENT: 'rent', FORFEIT: 'forfeit', FORFEIT_REVERSAL: 'forfeit_reversal' } as const;

/** A line's name: its request's reference, or the tracked drum a charge is for. */
function lineName(t: TFunction, line: { kind: string; referenceNumber: string; drumNumber?: string | null }) {
  const kind = DRUM_LINE[line.kind as keyof typeof DRUM_LINE];
  return line.drumNumber && kind
    ? t(`buyback.statement.drumLine.${kind}`, { number: line.drumNumber })
    : line.referenceNumber;
}

/** 'November 2026' for '2026-11'; Swedish 'november 2026'. */
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString(INTL_LOCALES[currentLocale()], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * One monthly buyback statement: its state, total, each collected request by condition,
 * and its PDF and Excel downloads; `actions` are the admin's buttons, `select` its bulk checkbox.
 */
export function StatementCard({
  statement,
  showCompany = false,
  actions,
  select,
}: {
  statement: StatementCard_statement$key;
  showCompany?: boolean;
  actions?: ReactNode;
  select?: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment StatementCard_statement on BuybackStatement {
        databaseId
        month
        status
        totalCents
        paymentReference
        lineCount
        extrasWaitingOn
        waitsForApproval
        returnerCompany {
          name
          organizationNumber
        }
        lines {
          databaseId
          kind
          referenceNumber
          drumNumber
          collectedAt
          full
          minorDamage
          scrap
          missing
          amountCents
        }
      }
    `,
    statement,
  );
  const money = useMoney();
  const { t } = useTranslation();
  const status = statusBadge(t, data.status);
  const title = `${monthName(data.month)}${showCompany ? `: ${data.returnerCompany.name}` : ''}`;
  return (
    <article
      aria-label={title}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex items-start gap-3">
          {select}
          <div>
            <h3 className="font-semibold">{title}</h3>
            {showCompany ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{data.returnerCompany.organizationNumber}</p>
            ) : null}
          </div>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="mt-2 text-lg font-semibold">{t('buyback.statement.total', { amount: money(data.totalCents) })}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('buyback.statement.lineCount', { count: data.lineCount })}
        {data.paymentReference
          ? ` · ${t('buyback.statement.paymentReference', { reference: data.paymentReference })}`
          : ''}
      </p>
      {data.waitsForApproval ? (
        <p className="mt-1 text-sm font-medium text-amber-800 dark:text-amber-300">
          {t('buyback.statement.waitingForApproval')}
        </p>
      ) : null}
      {data.extrasWaitingOn.length ? (
        <p className="mt-1 text-sm font-medium text-amber-800 dark:text-amber-300">
          {t('buyback.statement.extrasWaiting', { references: data.extrasWaitingOn.join(', ') })}
        </p>
      ) : null}
      {data.lines.length ? (
        <>
          <h4 className="mt-3 text-sm font-medium">{t('buyback.statement.lines')}</h4>
          <ul aria-label={t('buyback.statement.lines')} className="mt-1 space-y-2 text-sm">
            {data.lines.map((line) => (
              <li key={line.databaseId} className="border-l-2 border-slate-200 pl-3 dark:border-slate-700">
                <p className="font-medium">
                  {lineName(t, line)} · {formatDay(line.collectedAt)}
                  {line.kind === 'ADJUSTMENT' ? ` · ${t('buyback.statement.adjustment')}` : ''}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  {!line.drumNumber
                    ? `${t('buyback.statement.conditions', {
                        full: String(line.full),
                        minorDamage: String(line.minorDamage),
                        scrap: String(line.scrap),
                        missing: String(line.missing),
                      })} · `
                    : ''}
                  {money(line.amountCents)}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <a className={buttonClasses('secondary')} href={`/api/buyback-statements/${data.databaseId}/pdf`} download>
          {t('buyback.statement.downloadPdf')}
        </a>
        <a
          className={buttonClasses('secondary')}
          href={`/api/buyback-statements/${data.databaseId}/export-excel`}
          download
        >
          {t('buyback.statement.downloadExcel')}
        </a>
        {actions}
      </div>
    </article>
  );
}
