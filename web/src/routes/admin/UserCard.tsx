import { formatDistanceToNow } from 'date-fns';
import { sv } from 'date-fns/locale/sv';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import type { UserCard_user$data, UserCard_user$key } from './__generated__/UserCard_user.graphql';
import { DetailList, type DetailRow } from './DetailList';
import { roleLabel, roleTone } from '../../components/formatters';
import { formatDateTime } from '../../format';
import { currentLocale } from '../../i18n';

export type UserCardData = UserCard_user$data;

/** A user as the Users and New Users tabs show it (docs/specification.md section 2). */
export function UserCard({
  user: ref,
  requested,
  highlighted,
  children,
}: {
  user: UserCard_user$key;
  requested?: boolean;
  /** The card a link pointed at (a registration notification): scrolled into view and ringed. */
  highlighted?: boolean;
  children: (user: UserCardData) => ReactNode;
}) {
  const user = useFragment(
    graphql`
      fragment UserCard_user on User {
        id
        databaseId
        name
        email
        role
        approved
        active
        reviewed
        phoneNumber
        company
        companyOrgNumber
        division
        returnerCompanyId
        returnerCompanyName
        transportCompanyId
        transportCompanyName
        createdAt
      }
    `,
    ref,
  );
  const { t } = useTranslation();
  const created = new Date(String(user.createdAt));
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (highlighted) card.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);
  const rows: DetailRow[] = [
    [t('fields.email'), user.email, 'break-words'],
    [t('admin.fields.phone'), user.phoneNumber, 'break-words'],
    [t('admin.fields.company'), user.company, 'break-words'],
    [t('admin.fields.orgNumber'), user.companyOrgNumber, 'break-words'],
    [t('admin.fields.division'), user.division, 'break-words'],
    [t('admin.fields.returnerCompany'), user.returnerCompanyName, 'break-words'],
    [t('admin.fields.transportCompany'), user.transportCompanyName, 'break-words'],
    [t('admin.fields.created'), formatDateTime(created), 'break-words'],
  ];
  return (
    <Card
      ref={card}
      className={`flex min-w-0 flex-col ${highlighted ? 'ring-2 ring-brand-600 ring-offset-2 dark:ring-brand-400 dark:ring-offset-slate-950' : ''}`}
      aria-label={user.name}
      aria-current={highlighted ? 'true' : undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto truncate text-base font-semibold">{user.name}</h3>
        <Badge tone={roleTone(user.role)}>{roleLabel(user.role)}</Badge>
        <Badge tone={user.approved ? 'green' : 'amber'}>
          {user.approved ? t('admin.users.approved') : t('admin.users.pending')}
        </Badge>
        {user.active ? null : <Badge tone="red">{t('admin.users.inactive')}</Badge>}
      </div>
      {requested ? (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
          {t('admin.users.requested', {
            when: formatDistanceToNow(created, { addSuffix: true, locale: currentLocale() === 'sv' ? sv : undefined }),
          })}
        </p>
      ) : null}
      <DetailList className="mt-3" rows={rows} />
      <div className="mt-4 flex flex-wrap gap-2 pt-1">{children(user)}</div>
    </Card>
  );
}
