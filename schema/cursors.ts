// A list's cursors as this API hands them out: signed for the list that made them.
// Pothos decodes any tagged value it is given, so a cursor in the right shape with a value of the
// wrong type ("N:abc", text where the list orders by time, another list's cursor) reached SQL and
// answered 500. Each cursor a connection hands out carries an HMAC of itself and the list's name;
// before anything runs, every `after` and `before` must carry a valid one, or the operation
// answers 400 naming the argument. The key lives in the database (app_secrets, made once by its
// migration), so every instance signs and reads alike.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PothosValidationError } from '@pothos/core';
import { eq } from 'drizzle-orm';
import {
  type DocumentNode,
  type GraphQLSchema,
  Kind,
  type StringValueNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema';
import { AppError } from '../domain/errors';
import { LIST_PAGE_MESSAGES } from '../domain/listPages';

/** The refusal of a cursor no page handed out, or null when `error` is something else. */
export function cursorRefusal(error: unknown): AppError | null {
  if (!(error instanceof PothosValidationError) || !/^(Invalid cursor|Cursor must)/.test(error.message)) return null;
  return new AppError('BAD_REQUEST', LIST_PAGE_MESSAGES.after, 'after');
}

const refusal = (argument: 'after' | 'before') =>
  new AppError('BAD_REQUEST', LIST_PAGE_MESSAGES.after.replace(/^after/, argument), argument);

/** Characters of the signature: 128 bits of HMAC-SHA256, base64url. */
const SIGNATURE_LENGTH = 22;
/** Longer than any cursor a list hands out (about 70 characters); nothing longer is hashed. */
const MAX_SIGNED_LENGTH = 300;

const keys = new WeakMap<Database, Promise<Buffer>>();

/** The shared cursor key, read once per database handle (again after a failed read). */
export function cursorKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, 'cursors'))
      .then(([row]) => {
        if (!row) throw new Error('app_secrets has no cursor key: run the migrations');
        return Buffer.from(row.value, 'utf8');
      });
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

/** The list a cursor belongs to: the connection field and the type it is on. */
export const listName = (parentType: string, field: string) => `${parentType}.${field}`;

const signature = (key: Buffer, list: string, cursor: string) =>
  createHmac('sha256', key).update(`${list}\n${cursor}`).digest('base64url').slice(0, SIGNATURE_LENGTH);

/** A cursor of `list` as handed out: Pothos' own, a dot, its signature. */
function signCursor(key: Buffer, list: string, cursor: string): string {
  return `${cursor}.${signature(key, list, cursor)}`;
}

/** Pothos' cursor inside a signed one, or null when `list` did not hand it out. */
function openCursor(key: Buffer, list: string, signed: string): string | null {
  if (signed.length > MAX_SIGNED_LENGTH) return null;
  const dot = signed.lastIndexOf('.');
  if (dot < 0 || signed.length - dot - 1 !== SIGNATURE_LENGTH) return null;
  const cursor = signed.slice(0, dot);
  const expected = Buffer.from(signature(key, list, cursor));
  const given = Buffer.from(signed.slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? cursor : null;
}

type Opened = { document: DocumentNode; variables: Record<string, unknown> | undefined };
/** How a list is ordered, when the call chose: a cursor of one order means nothing in another. */
type Order = { literal: string } | { variable: string } | null;
type CursorArgument = { list: string; argument: 'after' | 'before'; order: Order };
type CursorArguments = {
  written: (CursorArgument & { node: StringValueNode })[];
  passed: (CursorArgument & { name: string })[];
};

/** The argument that orders a list: its value joins the list's name in a signature. */
const ORDER_ARGUMENT = 'orderBy';

/** Per parsed document (yoga and REST keep each text's document): where its cursors are. */
const cursorArgumentsByDocument = new WeakMap<DocumentNode, CursorArguments>();

function cursorArgumentsOf(schema: GraphQLSchema, document: DocumentNode): CursorArguments {
  const known = cursorArgumentsByDocument.get(document);
  if (known) return known;
  const found: CursorArguments = { written: [], passed: [] };
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(fieldNode) {
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (!field || !parent || !fieldNode.arguments?.length) return;
        const orderNode = fieldNode.arguments.find((node) => node.name.value === ORDER_ARGUMENT)?.value;
        const order: Order =
          orderNode?.kind === Kind.ENUM || orderNode?.kind === Kind.STRING
            ? { literal: orderNode.value }
            : orderNode?.kind === Kind.VARIABLE
              ? { variable: orderNode.name.value }
              : null;
        const list = listName(parent.name, field.name);
        for (const node of fieldNode.arguments) {
          const argument = node.name.value;
          if (argument !== 'after' && argument !== 'before') continue;
          if (node.value.kind === Kind.STRING) found.written.push({ node: node.value, list, argument, order });
          else if (node.value.kind === Kind.VARIABLE)
            found.passed.push({ name: node.value.name.value, list, argument, order });
        }
      },
    }),
  );
  cursorArgumentsByDocument.set(document, found);
  return found;
}

/** The name a cursor is signed for: the list, and its order when the call gave one. */
export function orderedListName(list: string, order: unknown): string {
  return typeof order === 'string' ? `${list}:${order}` : list;
}

function orderOf(order: Order, variables: Record<string, unknown> | undefined): unknown {
  if (!order) return undefined;
  return 'literal' in order ? order.literal : variables?.[order.variable];
}

/**
 * Every `after` and `before` of an operation, written in it or passed as a variable, checked
 * against the list it is given to and replaced by Pothos' own cursor; a cursor the list did not
 * hand out is a 400 naming the argument. The document is rebuilt only when it holds a cursor as
 * text (compiled documents are kept per document object).
 */
export async function openSignedCursors(
  schema: GraphQLSchema,
  db: Database,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): Promise<Opened> {
  const { written, passed } = cursorArgumentsOf(schema, document);
  // No cursor given (the common first page): nothing to open, no key to read.
  if (!written.length && !passed.some(({ name }) => typeof variables?.[name] === 'string')) {
    return { document, variables };
  }
  const key = await cursorKey(db);
  const openedVariables = variables ? { ...variables } : variables;
  for (const { name, list, argument, order } of passed) {
    const value = variables?.[name];
    if (typeof value !== 'string') continue; // null, absent, or a wrong type GraphQL refuses itself
    const cursor = openCursor(key, orderedListName(list, orderOf(order, variables)), value);
    if (cursor === null) throw refusal(argument);
    openedVariables![name] = cursor;
  }
  if (!written.length) return { document, variables: openedVariables };
  const opened = new Map<StringValueNode, string>();
  for (const { node, list, argument, order } of written) {
    const cursor = openCursor(key, orderedListName(list, orderOf(order, variables)), node.value);
    if (cursor === null) throw refusal(argument);
    opened.set(node, cursor);
  }
  const openedDocument = visit(document, {
    StringValue(node) {
      const cursor = opened.get(node);
      return cursor === undefined ? undefined : { ...node, value: cursor };
    },
  });
  return { document: openedDocument, variables: openedVariables };
}

type Connection = {
  edges?: ({ cursor?: string } | null)[] | null;
  pageInfo?: { startCursor?: string | null; endCursor?: string | null } | null;
};

type Edge = { cursor: string; node?: unknown };

/**
 * An edge whose cursor is signed when read. One class for every edge: a getter defined on each
 * copied edge put it in dictionary mode, slowing every read of its node (3% of a REST page's CPU).
 */
class SignedEdge {
  readonly node: unknown;
  constructor(
    private readonly edge: Edge,
    private readonly sign: (cursor: string) => string,
  ) {
    this.node = edge.node;
  }
  get cursor(): string {
    return this.sign(this.edge.cursor);
  }
}

/**
 * A connection with its cursors signed for `list`: a copy, so a connection object a loader hands
 * to two fields of one request is never signed twice.
 */
export function signConnection<T extends Connection | null | undefined>(key: Buffer, list: string, connection: T): T {
  if (!connection) return connection;
  const signed = new Map<string, string>();
  const sign = (cursor: string) => {
    let value = signed.get(cursor);
    if (value === undefined) signed.set(cursor, (value = signCursor(key, list, cursor)));
    return value;
  };
  const signedOrNull = (cursor: string | null | undefined) => (cursor ? sign(cursor) : cursor);
  return {
    ...connection,
    // Signed when read: a list whose query asks for no edge's cursor (REST pages, which hand out
    // only the end cursor) computes no HMAC per row.
    edges: connection.edges?.map((edge) =>
      !edge || typeof edge.cursor !== 'string' ? edge : new SignedEdge(edge as Edge, sign),
    ),
    pageInfo: connection.pageInfo && {
      ...connection.pageInfo,
      startCursor: signedOrNull(connection.pageInfo.startCursor),
      endCursor: signedOrNull(connection.pageInfo.endCursor),
    },
  };
}
