// The answers a signed-in page carries for the queries its screen starts as it opens
// (server/http/firstAnswers.ts writes them, web/src/relay/firstAnswers.ts takes them): one key
// for an operation and its variables, the same on both sides.

/** The id of the page's JSON element. */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';

/** A persisted operation's id with its variables, keys sorted at every level. */
export function firstAnswerKey(operationId: string, variables: unknown): string {
  return `${operationId}:${JSON.stringify(sorted(variables))}`;
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      // Relay sends a declared variable nobody set as null; the server's list of them leaves it out.
      .filter((key) => (value as Record<string, unknown>)[key] != null)
      .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
  );
}
