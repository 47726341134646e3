// After `vite build`:
// - the app's stylesheet goes inline into index.html, as a <style> whose hash dist/web/
//   csp-styles.json hands to the server's Content-Security-Policy, so the first paint (the splash)
//   waits for no second request;
// - one copy of index.html per screen with a fixed path (dist/web/login.html,
//   dist/web/returns/completed.html, ...) preloads that screen's chunks beside Vite's entry
//   (modulepreload). sirv serves /login from login.html, so a phone fetches the screen's code
//   beside the entry instead of after the entry has run and asked for it. Every other address
//   still gets index.html. The server writes each page's first answers into it as it sends it
//   (server/http/firstAnswers.ts).
// The screens and their modules come from web/src/screens.ts, the one route table (so this script
// runs under tsx).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The chunks a screen's module needs, itself first: its file and, through the Vite manifest, every
 * chunk it imports statically, leaving out those index.html already loads.
 */
export function screenChunks(manifest, module, alreadyLoaded) {
  const key = Object.keys(manifest).find((name) => name === `src/${module}.tsx` || name === `src/${module}.ts`);
  if (!key) throw new Error(`${module} is not in the Vite manifest`);
  const files = [];
  const visit = (name) => {
    const entry = manifest[name];
    const file = `/${entry.file}`;
    if (files.includes(file) || alreadyLoaded.has(file)) return;
    files.push(file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/**
 * The page with modulepreload links for `chunks` beside Vite's own (the entry's imports): the
 * browser fetches the screen's code while the entry loads instead of after it has run.
 */
export function withPreloads(html, chunks) {
  const links = chunks.map((file) => `    <link rel="modulepreload" crossorigin href="${file}">\n`).join('');
  return html.replace(/[ \t]*<\/head>/, (head) => links + head);
}

/** The scripts Vite's index.html loads: its module entry and the chunks it preloads. */
export function pageScripts(indexHtml) {
  return [
    ...indexHtml.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g),
  ].map((match) => match[1]);
}

/** Where the server finds the inline styles' hashes, for style-src (server/securityHeaders.ts). */
export const CSP_STYLES_FILE = 'csp-styles.json';

/**
 * index.html with its stylesheets from /assets as inline <style> elements (each beside a disabled
 * <link> to its file), and their CSP hashes ('sha256-...'). A page already inlined comes back as
 * it is, with no hashes.
 */
export function inlineStylesheets(indexHtml, webDist) {
  const hashes = [];
  const html = indexHtml.replace(/<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/g, (_link, file) => {
    const css = readFileSync(join(webDist, file), 'utf8');
    if (css.includes('</')) throw new Error(`${file} cannot go inline: it contains "</"`);
    hashes.push(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    // The disabled <link> is never fetched; it tells Vite's preload helper the stylesheet is in
    // the page. Without it a lazy chunk that lists the entry's stylesheet (most do) would load it
    // again, restyle the whole page, and hold its import until the file arrived.
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
  return { html, hashes };
}

/** Writes `html` at `file` under dist/web. */
function writePage(webDist, file, html) {
  const path = join(webDist, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, html);
}

/** `screens`: the route table's `{ path, module }`s ('' for the index). */
export function writeRoutePages(webDist, screens) {
  const inlined = inlineStylesheets(readFileSync(join(webDist, 'index.html'), 'utf8'), webDist);
  if (inlined.hashes.length) writeFileSync(join(webDist, CSP_STYLES_FILE), JSON.stringify(inlined.hashes));
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8'));
  const pageWith = (chunks) => withPreloads(inlined.html, chunks);
  writePage(webDist, 'index.html', pageWith([]));
  const alreadyLoaded = new Set(pageScripts(inlined.html));
  let pages = 0;
  for (const { path, module } of screens) {
    // The index, the not-found screen and paths with parameters keep index.html, the answer for
    // every other address.
    if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(path)) continue;
    const page = pageWith(screenChunks(manifest, module, alreadyLoaded));
    writePage(webDist, `${path}.html`, page);
    pages += 1;
  }
  return pages;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const webDist = process.argv[2] ?? process.env.WEB_DIST_DIR ?? 'dist/web';
  const { SCREENS } = await import('../web/src/screens.ts');
  const pages = writeRoutePages(webDist, SCREENS);
  console.log(`wrote ${pages} screen pages, each preloading its chunks, into ${webDist}`);
}
