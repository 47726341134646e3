// The shapes a REST route declares for the OpenAPI document: what it reads and what it answers.
// Both the router (routes name them) and the document (server/rest/openapi.ts) read them.

export type JsonSchema = Record<string, unknown>;

/**
 * A REST answer: JSON `{ [key]: <schema> }` (a list when `list`), or the schema itself without a
 * key; or a file of `contentType` (a workbook, an image, a calendar).
 */
export type RestAnswer =
  | { status?: number; key?: string; schema: JsonSchema; list?: boolean }
  | { status?: number; contentType: string; description: string };

/**
 * What a call reads: the JSON keys it takes (the list `pick` allows, so the document and the
 * router cannot part) or a multipart form's fields, with their JSON Schema.
 */
export type RestBody = { keys: readonly string[]; schema: JsonSchema; multipart?: boolean };
