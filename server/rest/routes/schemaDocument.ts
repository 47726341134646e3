// GET /api/schema.graphql: the GraphQL schema as SDL, public, for integrators' code
// generators and IDEs. Printed once from the running schema, so it is always the one served.
import { printSchema } from 'graphql';
import { schema } from '../../../schema';
import type { RestRoute } from '../router';

let sdl: string | undefined;

export const schemaDocumentRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/schema.graphql',
    public: true,
    summary: 'The GraphQL schema as SDL',
    answer: { contentType: 'text/plain', description: 'The schema in the GraphQL schema language.' },
    handler: async () => {
      sdl ??= printSchema(schema);
      return new Response(sdl, {
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' },
      });
    },
  },
];
