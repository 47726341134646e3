import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { formatDateTime, formatDay } from '../../../../domain/dates';
import { DEFAULT_API_TOKEN_RATE_LIMIT } from '../../../../domain/apiTokens';
import { Button } from '../../components/Button';
import { Card, CardDescription, CardTitle } from '../../components/Card';
import { Cell, DataTable } from '../../components/DataTable';
import { Notice } from '../../components/Notice';
import { useRevokeApiTokenMutation } from '../../mutations/RevokeApiTokenMutation';
import { errorMessage } from '../../relay/errors';
import { useToast } from '../../toast/ToastProvider';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { ApiTokensCardQuery, ApiTokensCardQuery$data } from './__generated__/ApiTokensCardQuery.graphql';
import { NewApiTokenDialog } from './NewApiTokenDialog';
import { ownOwner } from './owners';
import { SecretDialog } from './SecretDialog';

type Token = ApiTokensCardQuery$data['apiTokens'][number];

/** The API tokens the viewer may see (admins: all; company users: their company's), made and revoked here. */
export function ApiTokensCard() {
  const [fetchKey, setFetchKey] = useState(0);
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
    { fetchKey, fetchPolicy: fetchKey ? 'network-only' : 'store-or-network' },
  );
  const refresh = () => setFetchKey((key) => key + 1);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<Token | null>(null);
  const owner = data.me ? ownOwner(data.me) : null;

  return (
    <Card aria-labelledby="api-tokens-title">
      <CardTitle id="api-tokens-title">API Tokens</CardTitle>
      <CardDescription>
        A token lets one of your systems call the API with{' '}
        {owner === 'choose' ? 'the rights of the company or role it is made for' : 'your company’s rights'}: send it as{' '}
        <code>Authorization: Bearer &lt;token&gt;</code>. A read token may only read; a read and write token may also
        change things. Each token may make {DEFAULT_API_TOKEN_RATE_LIMIT} calls a minute. Revoke a token as soon as it
        is no longer needed or may have leaked.
      </CardDescription>
      {owner ? (
        <div className="mt-3">
          <Button onClick={() => setCreating(true)}>New Token</Button>
        </div>
      ) : (
        <Notice className="mt-3">Tokens are made by admins and by users of an approved company account.</Notice>
      )}
      {data.apiTokens.length ? (
        <div className="mt-4">
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
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">No tokens yet.</p>
      )}
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
      <RevokeDialog
        token={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={() => {
          setRevoking(null);
          refresh();
        }}
      />
    </Card>
  );
}

function RevokeDialog({
  token,
  onClose,
  onRevoked,
}: {
  token: Token | null;
  onClose: () => void;
  onRevoked: () => void;
}) {
  const [revoke, busy] = useRevokeApiTokenMutation();
  const toast = useToast();
  async function confirm() {
    if (!token) return;
    try {
      await revoke({ input: { id: token.id } });
      toast({ title: 'Token revoked', description: 'Calls with it are refused from now on.' });
      onRevoked();
    } catch (error) {
      toast({
        title: 'Could not revoke the token',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }
  return (
    <ConfirmDialog
      open={token !== null}
      title="Revoke the token?"
      confirmLabel="Revoke"
      busy={busy}
      onConfirm={confirm}
      onClose={onClose}
    >
      {token ? `“${token.name}” stops working at once. Systems using it need a new token.` : null}
    </ConfirmDialog>
  );
}
