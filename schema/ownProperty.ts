// Issue 16: a field whose resolver only reads its parent's property of the same name. graphql-js
// reads such a property itself when a field has no resolver; graphql-jit does too, in the code it
// compiles, where a resolver costs a call, a try and a result check per field and row (a REST page
// of 200 requests calls some 6,000 of them). Pothos needs a resolver for these fields (its
// `expose` on a drizzle type with a selection of its own maps every row again), so the resolver
// says what it reads, and compiled queries drop it (schema/compiledQueries.ts).

const READS = Symbol('reads the property of its own field name');

/** The resolver of a field answering `parent[key]`, marked so compiled queries read it in place. */
export function ownProperty<K extends string>(key: K) {
  const read = <P extends { [k in K]: unknown }>(parent: P): P[K] => parent[key];
  return Object.assign(read, { [READS]: key });
}

/** Whether `resolve` only reads the parent's property named `fieldName`. */
export function readsOwnProperty(resolve: unknown, fieldName: string): boolean {
  return typeof resolve === 'function' && (resolve as { [READS]?: unknown })[READS] === fieldName;
}
