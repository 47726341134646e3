// The node flags the compiled server runs with: `npm start` (scripts/start.mjs), the image
// (Dockerfile's CMD says the same) and bench/startup.ts, which measures the server as it runs.
//
// V8's young generation: semi-spaces of 4 MB, not the 16 MB V8 grows them to under load and
// keeps when idle. Idle RSS on PostgreSQL drops by about 15 MB; bench/lists.ts at 50
// connections shows no cost in requests per second (docs/operations.md, "Memory").
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
