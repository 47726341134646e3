// The JavaScript a first visit to /login downloads: every script index.html
// names (the entry and what it preloads) with what they import, and the
// login route's chunk with everything it imports, gzip-compressed
// (level 9) and as brotli (what the server sends browsers that accept it). Also checks that no
// chunk of that set carries Leaflet, which belongs to the map screens' chunks alone. Needs
// `npm run build` (or `vite build` into WEB_DIST_DIR, which this reads too). Sizes do not depend
// on the machine, so a quick run measures the same.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { summaryRow } from './report';

const TARGET_KB = 170;
const web = process.env.WEB_DIST_DIR ?? join(import.meta.dirname, '..', 'dist', 'web');
const assets = join(web, 'assets');

/** A chunk and every chunk it imports statically (`import ... from "./x.js"`), once each. */
function withImports(file: string, into: Set<string>): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const source = readFileSync(join(assets, file), 'utf8');
  for (const match of source.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)) withImports(match[1], into);
  return into;
}

const html = readFileSync(join(web, 'index.html'), 'utf8');
const chunks = new Set<string>();
for (const match of html.matchAll(/\/assets\/([\w.-]+\.js)/g)) withImports(match[1], chunks);
const login = readdirSync(assets).find((file) => /^LoginRoute-[\w-]+\.js$/.test(file));
if (!login) throw new Error(`No LoginRoute chunk in ${assets}: run npm run build`);
withImports(login, chunks);

/**
 * Leaflet's code, by the property it stamps on every map, layer and DOM element it tracks; the
 * word "leaflet" alone is no sign (the catalogue's map words and attribution say it).
 */
const hasLeaflet = (source: string) => source.includes('_leaflet_id');
// The map screens' chunks carry it, or the check would not see Leaflet anywhere.
const mapChunks = readdirSync(assets).filter(
  (file) => file.endsWith('.js') && hasLeaflet(readFileSync(join(assets, file), 'utf8')),
);
if (mapChunks.length === 0) throw new Error(`No chunk in ${assets} has Leaflet's code: the Leaflet check is blind`);

let gzip = 0;
let brotli = 0;
const withLeaflet: string[] = [];
for (const file of chunks) {
  const bytes = readFileSync(join(assets, file));
  gzip += gzipSync(bytes, { level: 9 }).length;
  brotli += brotliCompressSync(bytes).length;
  if (hasLeaflet(bytes.toString('utf8'))) withLeaflet.push(file);
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`/login loads ${chunks.size} chunks: ${kb(gzip)} gzip, ${kb(brotli)} brotli`);
console.log(`Leaflet's code is in ${mapChunks.join(', ')}`);
summaryRow({
  figure: '/login JavaScript (entry and route chunks), gzip',
  ours: `${kb(gzip)} (brotli ${kb(brotli)})`,
  baseline: '-',
  ratio: '-',
  target: `<= ${TARGET_KB} KB`,
  met: gzip <= TARGET_KB * 1024,
});
summaryRow({
  figure: 'Leaflet in /login chunks',
  ours: withLeaflet.length ? withLeaflet.join(', ') : 'none',
  baseline: '-',
  ratio: '-',
  target: 'none',
  met: withLeaflet.length === 0,
});
if (gzip > TARGET_KB * 1024 || withLeaflet.length) process.exitCode = 1;
