// The accept queue as the kernel reports it: what closing the listener would reset.
import { spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptQueueLength } from './acceptQueue';

// A listener whose process never accepts: it prints its port, then blocks its event loop.
const FROZEN = `
const server = require('node:net').createServer().listen(0, '127.0.0.1', () => {
  process.stdout.write(String(server.address().port) + '\\n');
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
});`;

const frozen = spawn(process.execPath, ['-e', FROZEN], { stdio: ['ignore', 'pipe', 'inherit'] });
const sockets: Socket[] = [];
afterAll(() => {
  sockets.forEach((socket) => socket.destroy());
  frozen.kill('SIGKILL');
});

describe.runIf(process.platform === 'linux')('acceptQueueLength', () => {
  it('counts the connections the kernel completed and the process has not accepted', async () => {
    const port = await new Promise<number>((resolve) => frozen.stdout!.once('data', (line) => resolve(Number(line))));
    expect(acceptQueueLength(port)).toBe(0);
    for (let i = 0; i < 3; i++) {
      const socket = connect(port, '127.0.0.1');
      sockets.push(socket);
      await new Promise((resolve) => socket.once('connect', resolve));
    }
    expect(acceptQueueLength(port)).toBe(3);
  });

  it('is undefined for a port nothing listens on', () => {
    expect(acceptQueueLength(1)).toBeUndefined();
  });
});
