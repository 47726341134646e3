import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { DEFAULT_API_TOKEN_RATE_LIMIT } from '../../../../domain/apiTokens';
import { Button } from '../../components/Button';
import { Cell, DataTable } from '../../components/DataTable';
import { Notice } from '../../components/Notice';
import { formatCount, formatDateTime, formatDay } from '../../format';
import { useRevokeApiTokenMutation } from '../../mutations/RevokeApiTokenMutation';
import type { ApiTokensCardQuery, ApiTokensCardQuery$data } from './__generated__/ApiTokensCardQuery.graphql';
import { RemoveDialog } from '../admin/RemoveDialog';
import { IntegrationCard, useRefresh } from './IntegrationCard';
import { NewApiTokenDialog } from './NewApiTokenDialog';
import { ownOwner } from './owners';
import { SecretDialog } from './SecretDialog';

type Token = ApiTokensCardQuery$data['apiTokens'][number];

/** The header a call sends its token in (code, the same in every language). */
const AUTHORIZATION_HEADER = 'Authorization: Bearer <token>';

/** The API tokens the viewer may see (admins: all; company users: their company's), made and revoked here. */
export function ApiTokensCard() {
  const { options, refresh } = useRefresh();
  const { t } = useTranslation();
  const data = useLazyLoadQuery<ApiTokensCardQuery>(
    graphql`
      query ApiTokensCardQuery {
        me {
          role
          approved
          returnerCompanyId
          returnerCompanyName
          transportCompanyId
          transportCompanyName
        }
        apiTokens {
          id
          name
          scopes
          expiresAt
          lastUsedAt
          companyName
        }
      }
    `,
    {},
    options,
  );
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<Token | null>(null);
  const owner = data.me ? ownOwner(data.me, t) : null;

  const [revoke, revokingNow] = useRevokeApiTokenMutation();

  return (
    <IntegrationCard
      id="api-tokens-title"
      title={t('developers.tokens.title')}
      description={
        <Trans
          i18nKey="developers.tokens.description"
          values={{ who: owner === 'choose' ? 'choose' : 'own', limit: formatCount(DEFAULT_API_TOKEN_RATE_LIMIT) }}
          components={{ header: <code>{AUTHORIZATION_HEADER}</code> }}
        />
      }
      newLabel={t('developers.tokens.new')}
      onNew={owner ? () => setCreating(true) : undefined}
      notice={<Notice className="mt-3">{t('developers.tokens.whoMakes')}</Notice>}
      empty={t('developers.tokens.empty')}
      list={
        data.apiTokens.length ? (
          <DataTable
            label={t('developers.tokens.label')}
            columns={[
              t('developers.tokens.name'),
              t('developers.actsFor'),
              t('developers.tokens.access'),
              t('developers.tokens.expires'),
              t('developers.tokens.lastUsed'),
              t('developers.actions'),
            ]}
          >
            {data.apiTokens.map((token) => (
              <tr key={token.id}>
                <Cell label={t('developers.tokens.name')} className="font-medium">
                  {token.name}
                </Cell>
                <Cell label={t('developers.actsFor')}>{token.companyName ?? t('developers.adminRole')}</Cell>
                <Cell label={t('developers.tokens.access')}>
                  {token.scopes.includes('WRITE') ? t('developers.tokens.readWrite') : t('developers.tokens.readOnly')}
                </Cell>
                <Cell label={t('developers.tokens.expires')}>{formatDay(token.expiresAt)}</Cell>
                <Cell label={t('developers.tokens.lastUsed')}>
                  {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t('developers.tokens.never')}
                </Cell>
                <Cell label={t('developers.actions')}>
                  <Button
                    variant="secondary"
                    onClick={() => setRevoking(token)}
                    aria-label={t('developers.tokens.revokeNamed', { name: token.name })}
                  >
                    {t('developers.tokens.revoke')}
                  </Button>
                </Cell>
              </tr>
            ))}
          </DataTable>
        ) : null
      }
    >
      {creating && owner ? (
        <NewApiTokenDialog
          owner={owner}
          onClose={() => setCreating(false)}
          onCreated={(made) => {
            setCreated(made);
            refresh();
          }}
        />
      ) : null}
      {created ? (
        <SecretDialog
          title={t('developers.tokens.createdTitle', { name: created.name })}
          label={t('developers.tokens.secretLabel')}
          secret={created.token}
          onClose={() => setCreated(null)}
        />
      ) : null}
      <RemoveDialog
        item={revoking}
        title={t('developers.tokens.revokeTitle')}
        confirmLabel={t('developers.tokens.revoke')}
        consequence={(token) => t('developers.tokens.revokeConsequence', { name: token.name })}
        remove={(token) => revoke({ input: { id: token.id } })}
        busy={revokingNow}
        done={{ title: t('developers.tokens.revoked'), description: t('developers.tokens.revokedDescription') }}
        failed={t('developers.tokens.revokeFailed')}
        onClose={() => setRevoking(null)}
        onRemoved={refresh}
      />
    </IntegrationCard>
  );
}
