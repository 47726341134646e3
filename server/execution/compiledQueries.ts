import type { Plugin } from '@envelop/core';
import { schema } from '../../schema';
import { compiledExecutor } from './compiler';

/**
 * Query operations run compiled by graphql-jit, everything else on graphql-js (see
 * schema/compiledQueries.ts): one executor, so /graphql and REST share the compiled documents.
 */
export const executeOperation = compiledExecutor(schema);

/** /graphql's executions through `executeOperation`. */
export function useCompiledQueries(): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn((args) => executeOperation(args, executeFn));
    },
  };
}
