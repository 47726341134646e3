// How many connections wait in a listening socket's accept queue: handshakes the kernel has
// completed that the process has not accepted yet. Closing the listener resets each of them.
// Linux tells in /proc/net/tcp{,6} (a listening socket's rx_queue); elsewhere it is unknown.
import { readFileSync } from 'node:fs';

const TABLES = ['/proc/net/tcp6', '/proc/net/tcp'];
const LISTEN = '0A';

/** The queued connections of every socket listening on `port`, or undefined where unknown. */
export function acceptQueueLength(port: number): number | undefined {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  let queued: number | undefined;
  for (const table of TABLES) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      // sl local_address rem_address st tx_queue:rx_queue ...
      const [, local, , state, queues] = line.trim().split(/\s+/);
      if (state !== LISTEN || !local?.endsWith(`:${portHex}`)) continue;
      queued = (queued ?? 0) + parseInt(queues!.split(':')[1]!, 16);
    }
  }
  return queued;
}
