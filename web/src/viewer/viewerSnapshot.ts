// Whether someone was signed in on this phone, for a start without coverage (docs/offline.md): a
// visitor's app starts on its signed-out pages from the service worker's shell. Only the fact is
// kept, nothing of the person, and it goes at logout.
const KEY = 'signed-in';

export function keepSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage an offline start asks the server, and says it cannot reach it.
  }
}

/** True when this browser knows nobody was signed in when it was last used. */
export function knownSignedOutHere(): boolean {
  try {
    return localStorage.getItem(KEY) === null;
  } catch {
    return false;
  }
}
