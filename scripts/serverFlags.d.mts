// The types of serverFlags.mjs (a plain module, as npm start runs it without a TypeScript loader).
export declare const SERVER_NODE_FLAGS: string[];
