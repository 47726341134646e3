import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  parse,
  type SelectionSetNode,
  type Source,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Limits on a GraphQL document, checked before graphql-js validates it. Validation is where the
 * cost hides (OverlappingFieldsCanBeMerged compares fields pairwise: thousands of repeated fields
 * took seconds to minutes), and armor's rules run inside that same validation pass, so they
 * cannot stop it. Here the lexer stops at `maxTokens`, then one linear walk of the AST (fragments
 * measured once each, never expanded) refuses the document before `validate` runs.
 *
 * The web's own operations (web/src/.../__generated__) stay well inside these; a test checks it.
 */
export const GRAPHQL_LIMITS = {
  /** Characters of the document, checked before the lexer starts (the web's longest: ~1,900). */
  maxCharacters: 16 * 1024,
  /** Lexer tokens in the whole document (graphql-js `parse` option: the parser aborts there). */
  maxTokens: 1000,
  /** Selection depth, fragments flattened; introspection has its own cap below. */
  maxDepth: 12,
  /** Depth inside `__schema` / `__type`: graphql-js's getIntrospectionQuery() needs 15. */
  maxIntrospectionDepth: 16,
  /** Aliases, `__typename` included, fragments flattened. */
  maxAliases: 30,
  /** Directives (`@include`, `@skip`, `@connection`, ...), fragments flattened. */
  maxDirectives: 50,
  /** Field selections after flattening fragments: the document's cost (the web's largest: 85;
   * the standard introspection query: 220). */
  maxFields: 300,
  /** Validated documents kept for reuse (only those that passed; see `cacheValidDocuments`). */
  cacheEntries: 500,
  /** Documents longer than this are parsed and validated each time, never cached. */
  maxCachedDocumentLength: 16 * 1024,
};

const MAX_DEPTH_MESSAGE = `Syntax Error: Query depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded`;

type Measure = { depth: number; introspectionDepth: number; aliases: number; directives: number; fields: number };

const isIntrospectionField = (name: string) => name === '__schema' || name === '__type';

/**
 * Measures a document in time linear in its size: each fragment is measured once and its
 * numbers added wherever it is spread (so a fragment spread twice counts twice, as executing it
 * would, without walking it twice). A fragment cycle counts as nothing here; validation refuses it.
 */
export function measureDocument(document: DocumentNode): Measure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  const measured = new Map<string, Measure>();
  const inProgress = new Set<string>();
  const empty = (): Measure => ({ depth: 0, introspectionDepth: 0, aliases: 0, directives: 0, fields: 0 });

  const fragmentMeasure = (name: string): Measure => {
    const known = measured.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment || inProgress.has(name)) return empty();
    inProgress.add(name);
    const result = selectionSetMeasure(fragment.selectionSet);
    result.directives += fragment.directives?.length ?? 0;
    inProgress.delete(name);
    measured.set(name, result);
    return result;
  };

  // depth counts field levels below this selection set; introspectionDepth counts the levels
  // from an introspection root field down, so introspection has its own, larger cap.
  const selectionSetMeasure = (selectionSet: SelectionSetNode): Measure => {
    const total = empty();
    for (const selection of selectionSet.selections) {
      total.directives += selection.directives?.length ?? 0;
      let inner: Measure;
      if (selection.kind === Kind.FIELD) {
        total.fields += 1;
        if (selection.alias) total.aliases += 1;
        inner = selection.selectionSet ? selectionSetMeasure(selection.selectionSet) : empty();
        const introspection = isIntrospectionField(selection.name.value);
        total.depth = Math.max(total.depth, introspection ? 0 : inner.depth + 1);
        total.introspectionDepth = Math.max(
          total.introspectionDepth,
          introspection ? inner.depth + 1 : inner.introspectionDepth,
        );
      } else {
        inner =
          selection.kind === Kind.INLINE_FRAGMENT
            ? selectionSetMeasure(selection.selectionSet)
            : fragmentMeasure(selection.name.value);
        total.depth = Math.max(total.depth, inner.depth);
        total.introspectionDepth = Math.max(total.introspectionDepth, inner.introspectionDepth);
      }
      total.aliases += inner.aliases;
      total.directives += inner.directives;
      total.fields += inner.fields;
    }
    return total;
  };

  const document_ = empty();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const operation = selectionSetMeasure(definition.selectionSet);
    document_.directives += (definition.directives?.length ?? 0) + operation.directives;
    document_.depth = Math.max(document_.depth, operation.depth);
    document_.introspectionDepth = Math.max(document_.introspectionDepth, operation.introspectionDepth);
    document_.aliases += operation.aliases;
    document_.fields += operation.fields;
  }
  return document_;
}

/** The refusals for a parsed document, empty when it is within every limit. */
export function documentLimitErrors(document: DocumentNode): GraphQLError[] {
  const measure = measureDocument(document);
  const limits = GRAPHQL_LIMITS;
  const refusals: string[] = [];
  if (measure.depth > limits.maxDepth) refusals.push(MAX_DEPTH_MESSAGE);
  if (measure.introspectionDepth > limits.maxIntrospectionDepth)
    refusals.push(`Syntax Error: Introspection depth limit of ${limits.maxIntrospectionDepth} exceeded`);
  if (measure.aliases > limits.maxAliases)
    refusals.push(`Syntax Error: Aliases limit of ${limits.maxAliases} exceeded, found ${measure.aliases}`);
  if (measure.directives > limits.maxDirectives)
    refusals.push(`Syntax Error: Directives limit of ${limits.maxDirectives} exceeded, found ${measure.directives}`);
  if (measure.fields > limits.maxFields)
    refusals.push(`Syntax Error: Query cost limit of ${limits.maxFields} fields exceeded, found ${measure.fields}`);
  return refusals.map((message) => new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
}

/** A length check before lexing, then graphql-js's own token limit: the lexer aborts once passed. */
const tokenLimitedParse: Plugin = {
  onParse({ setParseFn }) {
    setParseFn((source: string | Source, options) => {
      const length = typeof source === 'string' ? source.length : source.body.length;
      if (length > GRAPHQL_LIMITS.maxCharacters)
        throw new GraphQLError(`Syntax Error: Document longer than ${GRAPHQL_LIMITS.maxCharacters} characters`, {
          extensions: { code: 'GRAPHQL_PARSE_FAILED' },
        });
      return parse(source, { ...options, maxTokens: GRAPHQL_LIMITS.maxTokens });
    });
  },
};

/**
 * Parses and validates once per document text, keeping only documents that passed validation,
 * are at most `maxCachedDocumentLength` long and carry no comment (Relay's generated documents
 * never do). A refused document is never kept, so hostile variants (a random comment, an alias
 * renamed) cannot push the app's operations out; each such variant pays a full parse and
 * validation, which the limits above keep small. Replaces yoga's cache (`parserAndValidationCache:
 * false`), which also keeps failures and any document of any size.
 */
const INTROSPECTS = /__schema|__type\b/;

export function cacheValidDocuments(): Plugin {
  const cache = new Map<string, DocumentNode>();
  const textOf = new WeakMap<DocumentNode, string>();
  const validated = new WeakSet<DocumentNode>();
  return {
    onParse({ params, setParsedDocument }) {
      const text = typeof params.source === 'string' ? params.source : params.source.body;
      const cached = cache.get(text);
      if (cached) {
        // Refresh its place: the Map's order is the eviction order.
        cache.delete(text);
        cache.set(text, cached);
        setParsedDocument(cached);
        return;
      }
      // Introspection is allowed per request (an admin's GraphiQL in production): a document
      // asking for the schema is validated each time, so one admin's pass is no one else's.
      if (text.length > GRAPHQL_LIMITS.maxCachedDocumentLength || text.includes('#') || INTROSPECTS.test(text)) return;
      return ({ result }) => {
        if (result && typeof result === 'object' && (result as DocumentNode).kind === Kind.DOCUMENT)
          textOf.set(result as DocumentNode, text);
      };
    },
    onValidate({ params, setResult }) {
      const document = params.documentAST;
      if (validated.has(document)) {
        setResult([]);
        return;
      }
      const refusals = documentLimitErrors(document);
      if (refusals.length) {
        setResult(refusals);
        return;
      }
      return ({ valid }) => {
        const text = textOf.get(document);
        if (!valid || text === undefined) return;
        validated.add(document);
        cache.set(text, document);
        if (cache.size > GRAPHQL_LIMITS.cacheEntries) cache.delete(cache.keys().next().value as string);
      };
    },
  };
}

/** The cost plugins, in order: token-limited parse, then limits and the cache around validation. */
export function graphqlLimitPlugins(): Plugin[] {
  return [tokenLimitedParse, cacheValidDocuments()];
}
