// After `vite build`: a brotli (.br) and a gzip (.gz) copy of every text file of dist/web over
// 1 KB, made once here at the highest levels, so sirv sends them as they are and no
// request pays for compressing the app.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/;
const MIN_BYTES = 1024;

export function compressDirectory(directory) {
  let files = 0;
  for (const name of readdirSync(directory, { recursive: true })) {
    const path = join(directory, String(name));
    if (!COMPRESSIBLE.test(path) || !statSync(path).isFile()) continue;
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    files += 1;
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const directory = process.argv[2] ?? process.env.WEB_DIST_DIR ?? 'dist/web';
  console.log(`compressed ${compressDirectory(directory)} files of ${directory} (brotli and gzip)`);
}
