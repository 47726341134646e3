import { writeFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../schema';

// schema.graphql is committed: relay-compiler reads it, and a test fails when it is stale.
export const printedSchema = () => `${printSchema(lexicographicSortSchema(schema))}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL('../schema/schema.graphql', import.meta.url), printedSchema());
  console.log('schema/schema.graphql written');
}
