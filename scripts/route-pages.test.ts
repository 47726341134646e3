// The screen pages of the build (scripts/route-pages.mjs): every screen with a fixed path gets
// index.html with its own chunks preloaded beside Vite's entry, from the one route table,
// web/src/screens.ts.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs build script, without type declarations
import { screenChunks, writeRoutePages } from './route-pages.mjs';
import { SCREENS } from '../web/src/screens';

const INDEX = `<!doctype html>
<html>
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;
const CSS = '.splash{display:flex}';
/** INDEX as the build leaves it: the stylesheet inline, its file named by a link never fetched. */
const INLINED = INDEX.replace(
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  `<style>${CSS}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>`,
);
/** A built page: INLINED with modulepreload links for a screen's `chunks` at the end of its head. */
const built = (chunks: string[]) =>
  INLINED.replace(
    '  </head>',
    chunks.map((file) => `    <link rel="modulepreload" crossorigin href="${file}">\n`).join('') + '  </head>',
  );
const BUILT_INDEX = built([]);
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_Field.js': { file: 'assets/Field-1.js', imports: ['_react.js'] },
  'src/routes/login/LoginRoute.tsx': { file: 'assets/LoginRoute-1.js', imports: ['_LoginForm.js', '_react.js'] },
  '_LoginForm.js': { file: 'assets/LoginForm-1.js', imports: ['_Field.js'] },
  'src/routes/completed/CompletedRoute.tsx': { file: 'assets/CompletedRoute-1.js', imports: ['_Field.js'] },
  'src/routes/zone-editor/ZoneEditorRoute.tsx': { file: 'assets/ZoneEditorRoute-1.js' },
  'src/routes/home/HomeRoute.tsx': { file: 'assets/HomeRoute-1.js' },
};
const SCREENS_SAMPLE = [
  { path: '', module: 'routes/home/HomeRoute' },
  { path: 'login', module: 'routes/login/LoginRoute' },
  { path: 'returns/completed', module: 'routes/completed/CompletedRoute' },
  { path: 'admin/zones/:id/edit', module: 'routes/zone-editor/ZoneEditorRoute' },
];

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));
function builtWeb() {
  const web = mkdtempSync(join(tmpdir(), 'drum-route-pages-'));
  folders.push(web);
  mkdirSync(join(web, '.vite'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'assets', 'index-1.css'), CSS);
  writeFileSync(join(web, 'index.html'), INDEX);
  writeFileSync(join(web, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return web;
}

describe('route pages', () => {
  it("names each screen's module as it is, once, in the route table", () => {
    for (const screen of SCREENS)
      expect(existsSync(join(import.meta.dirname, '..', 'web', 'src', `${screen.module}.tsx`)), screen.module).toBe(
        true,
      );
    expect(new Set(SCREENS.map((screen) => screen.path)).size).toBe(SCREENS.length);
  });

  it("preloads a screen's chunk and everything it imports, once each, but nothing index.html loads", () => {
    const alreadyLoaded = new Set(['/assets/index-1.js', '/assets/react-1.js']);
    expect(screenChunks(MANIFEST, 'routes/login/LoginRoute', alreadyLoaded)).toEqual([
      '/assets/LoginRoute-1.js',
      '/assets/LoginForm-1.js',
      '/assets/Field-1.js',
    ]);
    expect(() => screenChunks(MANIFEST, 'routes/gone/GoneRoute', alreadyLoaded)).toThrow(/not in the Vite manifest/);
  });

  it('writes a page per fixed path, and leaves the index and paths with parameters to index.html', () => {
    const web = builtWeb();
    expect(writeRoutePages(web, SCREENS_SAMPLE)).toBe(2);
    const login = readFileSync(join(web, 'login.html'), 'utf8');
    expect(login).toBe(built(['/assets/LoginRoute-1.js', '/assets/LoginForm-1.js', '/assets/Field-1.js']));
    expect(readFileSync(join(web, 'returns', 'completed.html'), 'utf8')).toContain('/assets/CompletedRoute-1.js');
    expect(existsSync(join(web, 'admin', 'zones'))).toBe(false);
    expect(readFileSync(join(web, 'index.html'), 'utf8')).toBe(BUILT_INDEX);
  });

  it("loads Vite's entry on every page, each chunk once", () => {
    const web = builtWeb();
    writeRoutePages(web, SCREENS_SAMPLE);
    for (const file of ['index.html', 'login.html', 'returns/completed.html']) {
      const page = readFileSync(join(web, file), 'utf8');
      expect(
        [...page.matchAll(/<script [^>]*>/g)].map(([tag]) => tag),
        file,
      ).toEqual(['<script type="module" crossorigin src="/assets/index-1.js">']);
      const preloads = [...page.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(preloads).size, file).toBe(preloads.length);
      expect(preloads[0], file).toBe('/assets/react-1.js');
    }
  });

  it('puts the stylesheet inline, its hash for the Content-Security-Policy beside it, and keeps pages that way when run again', () => {
    const web = builtWeb();
    writeRoutePages(web, SCREENS_SAMPLE);
    const hash = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;
    expect(JSON.parse(readFileSync(join(web, 'csp-styles.json'), 'utf8'))).toEqual([hash]);
    writeRoutePages(web, SCREENS_SAMPLE);
    expect(readFileSync(join(web, 'index.html'), 'utf8')).toBe(BUILT_INDEX);
    expect(readFileSync(join(web, 'login.html'), 'utf8')).toBe(
      built(['/assets/LoginRoute-1.js', '/assets/LoginForm-1.js', '/assets/Field-1.js']),
    );
    expect(JSON.parse(readFileSync(join(web, 'csp-styles.json'), 'utf8'))).toEqual([hash]);
  });
});
