// GET /api/openapi.json and the API reference at /api/docs, public. The document is
// generated from the route table once (server/rest/openapi.ts); the reference page is Swagger UI
// from the swagger-ui-dist package, served from here so it needs no other host, and started by
// a script file of ours (the Content-Security-Policy allows no inline script).
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PROJECT_ROOT } from '../../../db/paths';
import { notFound } from '../../../domain/errors';
import { openApiDocument } from '../openapi';
import type { RestRoute } from '../router';

const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const START_SCRIPT = `window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api-reference', deepLinking: true });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API Reference - Drum Returns</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="api-reference"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

const swaggerDirectory = () =>
  dirname(createRequire(join(PROJECT_ROOT, 'package.json')).resolve('swagger-ui-dist/package.json'));
const version = () =>
  (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** The document calls, given the whole route table (read when first asked, so it includes these). */
export function apiDocumentRoutes(allRoutes: () => readonly RestRoute[]): RestRoute[] {
  let document: string | undefined;
  const cached = { 'cache-control': 'public, max-age=300' };
  return [
    {
      method: 'GET',
      path: '/api/openapi.json',
      public: true,
      summary: 'This document: every REST call as OpenAPI 3.1',
      answer: { schema: { type: 'object', description: 'An OpenAPI 3.1 document.' } },
      handler: async ({ ctx }) => {
        document ??= JSON.stringify(openApiDocument(allRoutes(), ctx.config.appUrl, version()));
        return new Response(document, { headers: { 'content-type': 'application/json', ...cached } });
      },
    },
    {
      method: 'GET',
      path: '/api/docs',
      public: true,
      summary: 'The API reference page (Swagger UI)',
      answer: { contentType: 'text/html', description: 'The page.' },
      handler: async () => new Response(PAGE, { headers: { 'content-type': 'text/html; charset=utf-8', ...cached } }),
    },
    {
      method: 'GET',
      path: '/api/docs/:asset',
      public: true,
      summary: 'The reference page’s script and style files',
      answer: { contentType: 'text/javascript', description: 'The script (or style sheet).' },
      handler: async ({ params }) => {
        if (params.asset === 'start.js')
          return new Response(START_SCRIPT, {
            headers: { 'content-type': 'text/javascript; charset=utf-8', ...cached },
          });
        const type = SWAGGER_FILES[params.asset];
        if (!type) throw notFound();
        const bytes = await readFile(join(swaggerDirectory(), params.asset));
        return new Response(bytes, { headers: { 'content-type': type, ...cached } });
      },
    },
  ];
}
