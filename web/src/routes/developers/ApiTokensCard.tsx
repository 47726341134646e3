import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { formatDateTime, formatDay } from '../../../../domain/dates';
import { DEFAULT_API_TOKEN_RATE_LIMIT } from '../../../../domain/apiTokens';
import { Button } from '../../components/Button';
import { Cell, DataTable } from '../../components/DataTable';
import { Notice } from '../../components/Notice';
import { useRevokeApiTokenMutation } from '../../mutations/RevokeApiTokenMutation';
import type { ApiTokensCardQuery, ApiTokensCardQuery$data } from './__generated__/ApiTokensCardQuery.graphql';
import { RemoveDialog } from '../admin/RemoveDialog';
import { IntegrationCard, useRefresh } from './IntegrationCard';
import { NewApiTokenDialog } from './NewApiTokenDialog';
import { ownOwner } from './owners';
import { SecretDialog } from './SecretDialog';

type Token = ApiTokensCardQuery$data['apiTokens'][number];

/** The API tokens the viewer may see (admins: all; company users: their company's), made and revoked here. */
export function ApiTokensCard() {
  const { options, refresh } = useRefresh();
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
  const owner = data.me ? ownOwner(data.me) : null;

  const [revoke, revokingNow] = useRevokeApiTokenMutation();

  return (
    <IntegrationCard
      id="api-tokens-title"
      title="API Tokens"
      description={
        <>
          A token lets one of your systems call the API with{' '}
          {owner === 'choose' ? 'the rights of the company or role it is made for' : 'your company’s rights'}: send it
          as <code>Authorization: Bearer &lt;token&gt;</code>. A read token may only read; a read and write token may
          also change things. Each token may make {DEFAULT_API_TOKEN_RATE_LIMIT} calls a minute. Revoke a token as soon
          as it is no longer needed or may have leaked.
        </>
      }
      newLabel="New Token"
      onNew={owner ? () => setCreating(true) : undefined}
      notice={<Notice className="mt-3">Tokens are made by admins and by users of an approved company account.</Notice>}
      empty="No tokens yet."
      list={
        data.apiTokens.length ? (
          <DataTable label="API tokens" columns={['Name', 'Acts for', 'Access', 'Expires', 'Last used', 'Actions']}>
            {data.apiTokens.map((token) => (
              <tr key={token.id}>
                <Cell label="Name" className="font-medium">
                  {token.name}
                </Cell>
                <Cell label="Acts for">{token.companyName ?? 'Admin role'}</Cell>
                <Cell label="Access">{token.scopes.includes('WRITE') ? 'Read and write' : 'Read only'}</Cell>
                <Cell label="Expires">{formatDay(token.expiresAt)}</Cell>
                <Cell label="Last used">{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}</Cell>
                <Cell label="Actions">
                  <Button variant="secondary" onClick={() => setRevoking(token)} aria-label={`Revoke ${token.name}`}>
                    Revoke
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
          title={`Token “${created.name}”`}
          label="API token"
          secret={created.token}
          onClose={() => setCreated(null)}
        />
      ) : null}
      <RemoveDialog
        item={revoking}
        title="Revoke the token?"
        confirmLabel="Revoke"
        consequence={(token) => `“${token.name}” stops working at once. Systems using it need a new token.`}
        remove={(token) => revoke({ input: { id: token.id } })}
        busy={revokingNow}
        done={{ title: 'Token revoked', description: 'Calls with it are refused from now on.' }}
        failed="Could not revoke the token"
        onClose={() => setRevoking(null)}
        onRemoved={() => {
          setRevoking(null);
          refresh();
        }}
      />
    </IntegrationCard>
  );
}
