// The last step of `npm run build`: a migrated PGlite cluster in dist/pglite-template, which a
// first start on a fresh data folder copies instead of running initdb (db/pgliteCluster.ts).
import { buildPgliteTemplate, PGLITE_TEMPLATE } from '../db/pgliteCluster';

await buildPgliteTemplate();
console.log(`built ${PGLITE_TEMPLATE}`);
