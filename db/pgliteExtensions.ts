// The PostgreSQL extensions the migrations create (pg_trgm for the searches). PGlite
// builds each as a bundle of its own, loaded only when named here: every PGlite the project opens
// (the server, the cluster a first start creates, the test image) passes these.

/** PGlite's `extensions` option: imported when a PGlite opens, so a PostgreSQL start never loads them. */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

/** The same, as the module source the cluster's child process runs (db/pgliteCluster.ts). */
export const PGLITE_EXTENSIONS_SOURCE =
  "const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm'); const extensions = { pg_trgm };";
