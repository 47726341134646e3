import { gql, runOperation } from '../operation';
import { numericId, type RestRoute } from '../router';
import { operationFieldSchema } from '../openapi';

// Ours: undelivered mail for admins and its retry; GraphQL holds the rules.
const MAIL_FIELDS = 'id: databaseId to subject status attempts lastError createdAt nextAttemptAt';
const LIST = gql(`query RestUndeliveredMail { undeliveredMail { count mails { ${MAIL_FIELDS} } } }`);
const RETRY = gql(`mutation RestRetryMail($input: RetryMailInput!) { retryMail(input: $input) { ${MAIL_FIELDS} } }`);

export const mailRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/mail/undelivered',
    summary: 'Admin: mail the server could not deliver (yet)',
    answer: { schema: operationFieldSchema(LIST, 'undeliveredMail') },
    handler: async ({ ctx }) => {
      const result = await runOperation<{ undeliveredMail: unknown }>(ctx, LIST);
      return result.ok ? Response.json(result.data.undeliveredMail) : result.response;
    },
  },
  {
    method: 'POST',
    path: '/api/admin/mail/:id/retry',
    summary: 'Admin: sends an undelivered mail again now',
    answer: { status: 200, key: 'mail', schema: operationFieldSchema(RETRY, 'retryMail') },
    handler: async ({ ctx, params }) => {
      const result = await runOperation<{ retryMail: unknown }>(ctx, RETRY, { input: { id: numericId(params.id) } });
      return result.ok ? Response.json({ mail: result.data.retryMail }) : result.response;
    },
  },
];
