import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { FIRST_ANSWERS_ELEMENT_ID, firstAnswerKey } from '../../../domain/firstAnswers';

// The answers the server wrote into a signed-in page for the queries its screen starts as it
// opens (server/http/firstAnswers.ts). Each answers its query once, at the start: any later fetch
// of the same query (a reload, a reconnect) goes to the server.

let answers: Map<string, GraphQLResponse> | undefined;

function pageAnswers(): Map<string, GraphQLResponse> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (element?.textContent) {
    try {
      for (const [key, answer] of Object.entries(JSON.parse(element.textContent) as Record<string, GraphQLResponse>))
        answers.set(key, answer);
    } catch {
      // A page that lost its answers on the way just asks the server.
    }
  }
  return answers;
}

/** The page's answer to this query, left for whoever takes it, or undefined. */
export function peekFirstAnswer(operation: RequestParameters, variables: Variables): GraphQLResponse | undefined {
  if (operation.operationKind !== 'query' || !operation.id) return undefined;
  return pageAnswers().get(firstAnswerKey(operation.id, variables));
}

/** The page's answer to this query, taken (so it answers once), or undefined. */
export function takeFirstAnswer(operation: RequestParameters, variables: Variables): GraphQLResponse | undefined {
  if (operation.operationKind !== 'query' || !operation.id) return undefined;
  const key = firstAnswerKey(operation.id, variables);
  const answer = pageAnswers().get(key);
  if (answer) pageAnswers().delete(key);
  return answer;
}
