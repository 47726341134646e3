// A token runs only what domain/apiTokens.ts lists (TOKEN_MAY_RUN), over GraphQL and REST alike:
// both execute a GraphQL operation, whose root fields are checked here before it runs.
import { type DocumentNode, getOperationAST, Kind, type SelectionSetNode } from 'graphql';
import { API_TOKEN_MESSAGES, tokenMayRun } from '../../domain/apiTokens';
import { AppError } from '../../domain/errors';
import type { Context } from '../context';

/** Throws FORBIDDEN when a token caller's operation names a root field tokens may not run. */
export function refuseBeyondTokenPowers(ctx: Context, document: DocumentNode, operationName?: string | null): void {
  if (!ctx.apiToken) return;
  const operation = getOperationAST(document, operationName);
  if (!operation) return; // no such operation: execution refuses it
  for (const field of rootFields(document, operation.selectionSet, new Set()))
    if (!tokenMayRun(operation.operation, field)) throw new AppError('FORBIDDEN', API_TOKEN_MESSAGES.personOnly);
}

/** The root field names of a selection, through inline fragments and fragment spreads. */
function* rootFields(document: DocumentNode, selectionSet: SelectionSetNode, seen: Set<string>): Generator<string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) yield selection.name.value;
    else if (selection.kind === Kind.INLINE_FRAGMENT) yield* rootFields(document, selection.selectionSet, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find(
        (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) yield* rootFields(document, fragment.selectionSet, seen);
    }
  }
}
