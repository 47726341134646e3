// React's own object (its default export), the one relay-runtime requires.
import React from 'react';
import type { Environment } from 'relay-runtime';
import createRelayContext from 'relay-runtime/lib/store/createRelayContext';

// Relay, loaded once: at the start of a visit whose page does not say that nobody is signed in
// (viewer/ViewerProvider.tsx), else right after the first screen (pwa/firstScreen.ts), and
// before any screen but /login or any mutation runs.
type Relay = typeof import('./relay');

let loading: Promise<Relay> | null = null;
let loaded: Relay | null = null;
const preparations: ((relay: Relay) => Promise<void> | void)[] = [];

/**
 * Work done with Relay as it loads, before anyone else may use it: the viewer query puts the
 * page's answer (nobody is signed in) into the store, so a login cannot re-point `me` before it.
 */
export function whenRelayLoads(prepare: (relay: Relay) => Promise<void> | void): void {
  preparations.push(prepare);
}

export function loadRelay(): Promise<Relay> {
  loading ??= import('./relay').then(async (relay) => {
    for (const prepare of preparations) await prepare(relay);
    loaded = relay;
    return relay;
  });
  return loading;
}

/** Relay once it has loaded, else null. */
export const loadedRelay = (): Relay | null => loaded;

/**
 * The value of RelayContext (what react-relay's RelayEnvironmentProvider would give it): the environment once loaded. Nothing that asks before then renders:
 * the screens and the shell's parts that query wait for loadRelay.
 */
export const relayContextValue = {
  get environment(): Environment {
    if (!loaded) throw new Error('Relay is read before it has loaded');
    return loaded.environment;
  },
};

/**
 * react-relay's context itself (relay-runtime makes one per React, and its hooks read this one),
 * without loading the rest of relay-runtime.
 */
export const RelayContext = createRelayContext(React);
