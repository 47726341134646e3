import type { Plugin, Rollup } from 'vite';

// A Vite plugin: the chunks every page runs at start (the entry and what it imports statically)
// begin with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`. Chrome then compiles
// their functions while the file streams in, on a background thread, instead of one by one on
// the main thread the first time each is called (v8.dev/blog/explicit-compile-hints). On a
// 2-core host that took the app's start from about 230 ms to about 150 ms of main-thread
// JavaScript for /login. Lazy chunks stay as they are: much of their code may never run.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The file names of the entry chunks and of every chunk they import statically, transitively. */
export function startupChunks(chunks: Record<string, Pick<Rollup.OutputChunk, 'isEntry' | 'imports'>>) {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    if (found.has(fileName) || !chunks[fileName]) return;
    found.add(fileName);
    for (const imported of chunks[fileName].imports) visit(imported);
  };
  for (const [fileName, chunk] of Object.entries(chunks)) if (chunk.isEntry) visit(fileName);
  return found;
}

/**
 * In generateBundle, once the minifier (which drops comments) is done. The file names already
 * carry their hashes: the hint follows from the chunk graph, so the same build gives the same
 * files under the same names. (Production builds have no source maps; with one, lines shift by one.)
 */
export function compileHints(): Plugin {
  return {
    name: 'drum-returns:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.fromEntries(
        Object.entries(bundle).flatMap(([fileName, output]) => (output.type === 'chunk' ? [[fileName, output]] : [])),
      ) as Record<string, Rollup.OutputChunk>;
      for (const fileName of startupChunks(chunks)) chunks[fileName].code = COMPILE_HINT + chunks[fileName].code;
    },
  };
}
