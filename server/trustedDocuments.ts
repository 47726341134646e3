// Trusted documents: the web client's operations are persisted at build
// (relay-compiler's persistConfig writes web/persisted-documents.json, id = SHA-256 of the text)
// and the client sends only their ids. With TRUSTED_DOCUMENTS on (the default in production) a
// cookie session may run only those; bearer-token integrations, and an admin's GraphiQL, may
// send documents of their own within the cost limits.
import { en } from '../domain/i18n/en';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Database } from '../db/client';
import { PROJECT_ROOT } from '../db/paths';
import { GRAPHIQL_HEADER, isAdminRequest } from './graphiql';
import { carriesBearer } from '../domain/apiTokens';

const PERSISTED_DOCUMENTS_FILE = join(PROJECT_ROOT, 'web', 'persisted-documents.json');

export const TRUSTED_DOCUMENT_MESSAGES = en.errors.trustedDocuments;

let documents: Map<string, string> | undefined;
let readAt = 0;

const read = () =>
  new Map(Object.entries(JSON.parse(readFileSync(PERSISTED_DOCUMENTS_FILE, 'utf8')) as Record<string, string>));

/** The persisted documents by id, read once. */
export function persistedDocuments(): Map<string, string> {
  if (!documents) {
    documents = read();
    readAt = Date.now();
  }
  return documents;
}

/**
 * One persisted document. An unknown id reads the file again (at most once a second): during
 * development relay-compiler adds operations while the server runs.
 */
function persistedDocument(id: string): string | undefined {
  const known = persistedDocuments().get(id);
  if (known !== undefined || Date.now() - readAt < 1000) return known;
  documents = read();
  readAt = Date.now();
  return documents.get(id);
}

/** The id of an APQ-style reference (`extensions.persistedQuery.sha256Hash`), if the params carry one. */
function persistedIdOf(extensions: unknown): string | null {
  const reference = (extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | null | undefined)
    ?.persistedQuery;
  return reference && reference.version === 1 && typeof reference.sha256Hash === 'string' ? reference.sha256Hash : null;
}

/** Over HTTP: persisted ids resolved to their documents; other documents only where allowed. */
export function useTrustedDocuments(options: { enforced: boolean; db: Database }): Plugin {
  return usePersistedOperations({
    getPersistedOperation: (id) => persistedDocument(id) ?? null,
    allowArbitraryOperations: async (request) =>
      !options.enforced ||
      carriesBearer(request.headers.get('authorization')) ||
      (request.headers.has(GRAPHIQL_HEADER) && (await isAdminRequest(options.db, request))),
    customErrors: {
      persistedQueryOnly: {
        message: TRUSTED_DOCUMENT_MESSAGES.onlyTrusted,
        extensions: { code: 'FORBIDDEN', http: { status: 403 } },
      },
      notFound: {
        message: TRUSTED_DOCUMENT_MESSAGES.unknown,
        extensions: { code: 'NOT_FOUND', http: { status: 404 } },
      },
    },
  }) as Plugin;
}

/**
 * Over graphql-ws: the document of a subscribe message, its persisted id resolved, or a refusal
 * (a cookie socket's own document while TRUSTED_DOCUMENTS is on).
 */
export function trustedSocketDocument(
  params: { query?: string; extensions?: unknown },
  options: { enforced: boolean; bearer: boolean },
): string | GraphQLError {
  const id = persistedIdOf(params.extensions);
  if (id !== null) {
    const text = persistedDocument(id);
    return text ?? new GraphQLError(TRUSTED_DOCUMENT_MESSAGES.unknown, { extensions: { code: 'NOT_FOUND' } });
  }
  if (options.enforced && !options.bearer)
    return new GraphQLError(TRUSTED_DOCUMENT_MESSAGES.onlyTrusted, { extensions: { code: 'FORBIDDEN' } });
  return params.query ?? '';
}
