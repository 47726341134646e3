import { type DocumentNode, execute, GraphQLError, parse } from 'graphql';
import { AppError } from '../../domain/errors';
import { schema } from '../../schema';
import type { Context } from '../context';

/** A GraphQL document parsed once, when its route module loads. */
export function gql(source: string): DocumentNode {
  return parse(source);
}

export type OperationOutcome<T> = { ok: true; data: T } | { ok: false; response: Response };

export const errorResponse = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  Response.json({ error, ...extra }, { status });

/**
 * Runs a GraphQL operation against the same schema and context as /graphql, and turns its
 * refusals into the REST contract: typed ValidationError results answer 400, coded errors
 * answer their status with `{error, code}`, anything unexpected answers 500 without details.
 */
export async function runOperation<T>(
  ctx: Context,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): Promise<OperationOutcome<T>> {
  const result = await execute({ schema, document, contextValue: ctx, variableValues: variables });
  if (result.errors?.length) return { ok: false, response: responseForError(result.errors[0]) };
  const data = (result.data ?? {}) as Record<string, unknown>;
  for (const value of Object.values(data)) {
    if (value && typeof value === 'object' && (value as { __typename?: string }).__typename === 'ValidationError') {
      const { message, issues } = value as { message: string; issues: { field: string; message: string }[] };
      return { ok: false, response: errorResponse(400, message, { code: 'VALIDATION_ERROR', issues }) };
    }
  }
  return { ok: true, data: data as T };
}

function responseForError(error: GraphQLError): Response {
  if (error.originalError instanceof AppError) {
    return errorResponse(error.originalError.status, error.message, { code: error.originalError.code });
  }
  if (!error.originalError) return errorResponse(400, error.message, { code: 'BAD_REQUEST' });
  console.error('REST operation failed:', error.originalError);
  return errorResponse(500, 'Internal server error', { code: 'INTERNAL' });
}
