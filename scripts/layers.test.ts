// The layers of docs/decisions.md point one way: a production file may import only its own
// layer and the layers below it; the web app's folders likewise, in the order below; no file is
// part of an import cycle; test support lives in test/, never in a production folder. Test files
// (*.test.ts beside what they test) may reach anything.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Bottom first: each layer may import the ones before it. */
const SERVER_LAYERS = ['domain', 'db', 'services', 'schema', 'server'];
const ALLOWED: Record<string, string[]> = {
  ...Object.fromEntries(SERVER_LAYERS.map((layer, index) => [layer, SERVER_LAYERS.slice(0, index + 1)])),
  web: ['web', 'domain'],
};
/**
 * web/src's folders, bottom first: each may import only those before it (and domain/). Generic
 * parts (components/: fields, dialogs, formatters, icons; nothing there calls a mutation) sit
 * below the features, the features below the shell and the screens (routes/). Top-level files
 * count as `base` (theme, zod shim, ...) or `app` (the entry, the route table and its router).
 */
const WEB_FOLDERS = [
  'base',
  'relay',
  'components',
  'toast',
  'pwa',
  'mutations',
  'pickers',
  'viewer',
  'images',
  'settings',
  'support',
  'outbox',
  'messages',
  'notifications',
  'buyback',
  'trackedDrums',
  'pickups',
  'operations',
  'layout',
  'guards',
  'routes',
  'app',
];
// sw.ts is the service worker's entry, as main.tsx is the page's: it puts the outbox and the caches together.
const APP_FILES = ['App.tsx', 'main.tsx', 'router.tsx', 'screens.ts', 'sw.ts'];
/**
 * The features, and the modules each offers its sibling features (its face): a feature may import
 * another only through these, so what else is inside stays its own to change. The shell and the
 * screens (layout, guards, routes, app) put features together and may reach in. A face is a list
 * here rather than an index.ts barrel: a barrel would pull every module it names into the chunk
 * of whoever imports one of them.
 */
const FEATURE_FACES: Record<string, string[]> = {
  toast: ['ToastProvider'],
  viewer: ['ViewerProvider', 'useSignOut'],
  images: ['scaleImage', 'refusedImageToast'],
  settings: [],
  support: ['SupportContact'],
  messages: ['UnreadBadge', 'MessageThread'],
  notifications: [],
  buyback: ['useMoney', 'CollectionSummary', 'CreditLine', 'StatementCard', 'HomeFigures'],
  trackedDrums: ['drumLookup', 'DrumNumberEntry', 'NumberChips', 'clockWords'],
  pickups: [
    'form',
    'listChange',
    'PickupRequestFields',
    'LocationMap',
    'lazyDialogs',
    'StatusBadge',
    'ProgressStepper',
    'PhotoUploader',
    'LinkedRequest',
  ],
  outbox: ['QueuedBookings', 'SendingProgress', 'app', 'store', 'key', 'signOut', 'holdForEditing'],
  operations: [],
};
/** Packages only tests use: a production file importing one is test code in the wrong place. */
const TEST_PACKAGES = ['vitest', '@playwright/test', 'smtp-server', '@axe-core/playwright', 'pdfjs-dist'];

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === '__generated__' || name === 'migrations') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Relative import targets of a file: static, type-only, re-exports and dynamic imports. */
export function relativeImports(source: string): string[] {
  return importSpecifiers(source).filter((specifier) => specifier.startsWith('.'));
}

function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm))
    found.push(match[1]);
  return found;
}

/** The file an import names, with its extension, or undefined outside the tree. */
function resolved(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
}

const layerOf = (file: string) => path.relative(ROOT, file).split(path.sep)[0];
const productionFiles = () =>
  Object.keys(ALLOWED).flatMap((layer) => sourceFiles(path.join(ROOT, layer)).filter((file) => !isTest(file)));

function upwardImports(): string[] {
  const problems: string[] = [];
  for (const file of productionFiles()) {
    const layer = layerOf(file);
    for (const target of relativeImports(readFileSync(file, 'utf8'))) {
      const targetLayer = layerOf(path.resolve(path.dirname(file), target));
      if (!ALLOWED[layer].includes(targetLayer))
        problems.push(`${path.relative(ROOT, file)} imports ${target} (${targetLayer})`);
    }
  }
  return problems;
}

const WEB_SRC = path.join(ROOT, 'web', 'src');
function webFolderOf(file: string): string {
  const [first, ...rest] = path.relative(WEB_SRC, file).split(path.sep);
  if (rest.length) return first;
  return APP_FILES.includes(first) ? 'app' : 'base';
}

/** Why a web file may not import another, or undefined when it may (paths relative to web/src). */
export function webImportRefusal(from: string, to: string): string | undefined {
  const folder = webFolderOf(path.join(WEB_SRC, from));
  const targetFolder = webFolderOf(path.join(WEB_SRC, to));
  if (targetFolder === folder) return undefined;
  if (WEB_FOLDERS.indexOf(targetFolder) > WEB_FOLDERS.indexOf(folder))
    return `${folder} is below ${targetFolder} in WEB_FOLDERS`;
  const face = FEATURE_FACES[targetFolder];
  const module = path.basename(to).replace(/\.tsx?$/, '');
  if (folder in FEATURE_FACES && face && (path.dirname(to) !== targetFolder || !face.includes(module)))
    return `${to} is inside ${targetFolder}, not on its face (FEATURE_FACES)`;
  return undefined;
}

function webImportsAgainstTheOrder(): string[] {
  const problems: string[] = [];
  for (const file of sourceFiles(WEB_SRC).filter((name) => !isTest(name))) {
    const folder = webFolderOf(file);
    if (!WEB_FOLDERS.includes(folder)) {
      problems.push(`${path.relative(ROOT, file)}: web/src/${folder} has no place in WEB_FOLDERS`);
      continue;
    }
    for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
      const target = resolved(file, specifier);
      if (!target || !target.startsWith(WEB_SRC + path.sep)) continue;
      const refusal = webImportRefusal(path.relative(WEB_SRC, file), path.relative(WEB_SRC, target));
      if (refusal) problems.push(`${path.relative(ROOT, file)} imports ${specifier}: ${refusal}`);
    }
  }
  return problems;
}

/** Every import cycle among production files, each as the files around it. */
function importCycles(): string[][] {
  const files = [...productionFiles(), ...sourceFiles(path.join(ROOT, 'test'))];
  const edges = new Map<string, string[]>();
  for (const file of files)
    edges.set(
      file,
      relativeImports(readFileSync(file, 'utf8'))
        .map((specifier) => resolved(file, specifier))
        .filter((target): target is string => target !== undefined && !isTest(target)),
    );
  return cyclesIn(edges).map((cycle) => cycle.map((name) => path.relative(ROOT, name)));
}

/** The cycles of an import graph (file -> the files it imports), each as the files around it. */
export function cyclesIn(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const target of edges.get(file) ?? []) {
      if (state.get(target) === 'open') cycles.push(stack.slice(stack.indexOf(target)));
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

function testCodeInProduction(): string[] {
  return productionFiles().flatMap((file) => testCodeSigns(path.relative(ROOT, file), readFileSync(file, 'utf8')));
}

/** Why a production file is test code: it imports a test-only package, or its name says so. */
export function testCodeSigns(name: string, source: string): string[] {
  const packages = importSpecifiers(source).filter((specifier) =>
    TEST_PACKAGES.some((test) => specifier === test || specifier.startsWith(`${test}/`)),
  );
  const named = /(^|\/)(testing|test-?support)(\/|$)|(^|\/)test[A-Z][^/]*$/.test(name);
  return [...packages.map((specifier) => `${name} imports ${specifier}`), ...(named ? [`${name} is test code`] : [])];
}

describe('layers', () => {
  it('finds every kind of relative import', () => {
    const source =
      "import a from '../x';\nimport type { B } from '../../y';\nexport { c } from './z';\nconst d = import('../w');\nimport '../side';";
    expect(relativeImports(source)).toEqual(['../x', '../../y', './z', '../w', '../side']);
  });

  it('tells an upward import, a cycle and test code when it meets one', () => {
    expect(ALLOWED.services).not.toContain('schema');
    expect(ALLOWED.schema).toContain('services');
    expect(ALLOWED.web).toEqual(['web', 'domain']);
    const edges = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cyclesIn(edges)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(cyclesIn(new Map([['a.ts', ['b.ts']]]))).toEqual([]);
    expect(testCodeSigns('services/mail/outbox.ts', "import { expect } from 'vitest';")).toHaveLength(1);
    expect(testCodeSigns('services/testing/world.ts', '')).toHaveLength(1);
    expect(testCodeSigns('services/mail/outbox.ts', "import nodemailer from 'nodemailer';")).toEqual([]);
  });

  it('no production file imports a layer above its own', () => {
    expect(upwardImports()).toEqual([]);
  });

  it("no web folder imports one above it, nor a sibling feature's insides", () => {
    expect(webImportsAgainstTheOrder()).toEqual([]);
  });

  it("tells an import up the order and one into a sibling feature's insides from the allowed ones", () => {
    expect(webImportRefusal('components/Button.tsx', 'toast/ToastProvider.tsx')).toMatch(/below/);
    expect(webImportRefusal('pickups/ReturnCard.tsx', 'routes/returns/ReturnsRoute.tsx')).toMatch(/below/);
    expect(webImportRefusal('operations/OperationsCard.tsx', 'pickups/ReturnCard.tsx')).toMatch(/not on its face/);
    expect(webImportRefusal('operations/OperationsCard.tsx', 'pickups/form.ts')).toBeUndefined();
    expect(webImportRefusal('routes/returns/ReturnsRoute.tsx', 'pickups/ReturnCard.tsx')).toBeUndefined();
    expect(webImportRefusal('pickups/ReturnCard.tsx', 'components/Button.tsx')).toBeUndefined();
  });

  it('no import cycles', () => {
    expect(importCycles()).toEqual([]);
  });

  it('no test code in a production folder', () => {
    expect(testCodeInProduction()).toEqual([]);
  });
});
