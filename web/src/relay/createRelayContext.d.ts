// relay-runtime's own module for react-relay's context, which @types/relay-runtime does not list
// (relay/loadRelay.ts reads it alone, without the rest of relay-runtime).
declare module 'relay-runtime/lib/store/createRelayContext' {
  import type { Context } from 'react';
  import type { RelayContext } from 'relay-runtime';

  export default function createRelayContext(react: typeof import('react')): Context<RelayContext | null>;
}
