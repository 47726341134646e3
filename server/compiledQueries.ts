import type { Plugin } from '@envelop/core';
import { executeCompiled } from '../schema/compiledQueries';

/** Query operations run compiled (schema/compiledQueries.ts); the rest on graphql-js as before. */
export function useCompiledQueries(): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn((args) => executeCompiled(args, executeFn));
    },
  };
}
