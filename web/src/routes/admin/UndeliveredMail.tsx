import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { Card, CardDescription, CardTitle } from '../../components/Card';
import { errorMessage } from '../../relay/errors';
import { errorToast, useToast } from '../../toast/ToastProvider';
import type { UndeliveredMailQuery } from './__generated__/UndeliveredMailQuery.graphql';
import type { UndeliveredMailRetryMutation } from './__generated__/UndeliveredMailRetryMutation.graphql';
import { formatDateTime } from '../../format';

/**
 * Mail the mail server has not accepted yet (no mail is given up silently): each with
 * its recipient, attempts and last error, and a retry. Shown only when there is any.
 */
export function UndeliveredMail() {
  // Mails are no nodes: the list is fetched again after a retry.
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<UndeliveredMailQuery>(
    graphql`
      query UndeliveredMailQuery {
        undeliveredMail {
          count
          mails {
            databaseId
            to
            subject
            status
            attempts
            lastError
            nextAttemptAt
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const [retry, retrying] = useMutation<UndeliveredMailRetryMutation>(graphql`
    mutation UndeliveredMailRetryMutation($input: RetryMailInput!) {
      retryMail(input: $input) {
        databaseId
        status
        nextAttemptAt
      }
    }
  `);
  const toast = useToast();
  const { t } = useTranslation();
  const { count, mails } = data.undeliveredMail;
  if (count === 0) return null;
  return (
    <Card>
      <section aria-label={t('admin.mail.title')}>
        <CardTitle>{t('admin.mail.titleCount', { count })}</CardTitle>
        <CardDescription>{t('admin.mail.description')}</CardDescription>
        <ul className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {mails.map((mail) => (
            <li key={mail.databaseId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {mail.subject} → {mail.to}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  {mail.status === 'failed'
                    ? t('admin.mail.givenUp', { count: mail.attempts })
                    : t('admin.mail.nextTry', { when: formatDateTime(mail.nextAttemptAt), count: mail.attempts })}
                  {mail.lastError ? `: ${mail.lastError}` : ''}
                </p>
              </div>
              <Button
                variant="secondary"
                disabled={retrying}
                onClick={() =>
                  retry({
                    variables: { input: { id: mail.databaseId } },
                    onCompleted: () => {
                      toast({
                        title: t('admin.mail.queued'),
                        description: t('admin.mail.sendingAgain', { to: mail.to }),
                      });
                      setFetchKey((key) => key + 1);
                    },
                    onError: (error) =>
                      toast(errorToast(t('common.error'), errorMessage(error, t('admin.mail.retryFailed')))),
                  })
                }
              >
                {t('admin.mail.retry')}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
