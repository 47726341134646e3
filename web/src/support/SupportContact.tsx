import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { SupportContactQuery } from './__generated__/SupportContactQuery.graphql';

/**
 * The support contact (SUPPORT_EMAIL and SUPPORT_PHONE, else the first administrator's address)
 * as links to write or call; without one, who to ask instead. Help, the Return Guide and the
 * partner page show it.
 */
export function SupportContact() {
  const { t } = useTranslation();
  const { config } = useLazyLoadQuery<SupportContactQuery>(
    graphql`
      query SupportContactQuery {
        config {
          supportEmail
          supportPhone
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const { supportEmail, supportPhone } = config;
  if (!supportEmail && !supportPhone) return <p>{t('shell.support.none')}</p>;
  return (
    <ul className="space-y-1">
      {supportEmail ? (
        <li>
          {t('shell.support.email')}{' '}
          <a className={contactLink} href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
        </li>
      ) : null}
      {supportPhone ? (
        <li>
          {t('shell.support.phone')}{' '}
          <a className={contactLink} href={`tel:${supportPhone.replace(/[^0-9+]/g, '')}`}>
            {supportPhone}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

const contactLink =
  'inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-500';
