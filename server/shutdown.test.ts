// SIGTERM under load (issue 13): the server process, started as `npm start` starts it, exits
// within 10 s while 50 keep-alive clients keep calling it, answering what it had in hand.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'drum-shutdown-'));
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function get(port: number, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path: '/api/config', agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

describe('SIGTERM', () => {
  it('exits within 10 s under 50 keep-alive clients, answering the requests it took', async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    const deadline = Date.now() + 60_000;
    while ((await get(port, agent).catch(() => 0)) !== 200) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const answered: number[] = [];
    let failures = 0;
    let stop = false;
    const client = async () => {
      while (!stop) {
        try {
          answered.push(await get(port, agent));
        } catch {
          failures += 1; // refused or reset once the server stopped taking work: expected
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const clients = Array.from({ length: 50 }, client);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = answered.length;
    const signalled = Date.now();
    child.kill('SIGTERM');
    const code = await exited;
    const took = Date.now() - signalled;
    stop = true;
    await Promise.all(clients);
    agent.destroy();

    expect(took).toBeLessThan(10_000);
    expect(code).toBe(0);
    expect(before).toBeGreaterThan(50);
    // Every answer it gave was a whole 200: none cut short into an error status.
    expect(answered.every((status) => status === 200)).toBe(true);
    expect(output).toContain('SIGTERM: shutting down');
    expect(failures).toBeGreaterThan(0);
  }, 90_000);

  it('reaches the compiled server through npm start: SIGTERM to the wrapper stops both', async () => {
    const port = await freePort();
    const wrapper = spawn(process.execPath, ['scripts/start.mjs'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        DATA_DIR: join(dataDir, 'start'),
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => wrapper.on('exit', (code) => resolve(code)));
    const agent = new Agent({ keepAlive: false });
    const deadline = Date.now() + 120_000;
    while ((await get(port, agent).catch(() => 0)) !== 200) {
      if (Date.now() > deadline || wrapper.exitCode !== null) throw new Error('npm start did not serve');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Production runs the compiled server under plain node: no TypeScript loader, no shell or npm
    // between the wrapper and the server (issue 16).
    const server = execFileSync('ps', ['-o', 'args=', '--ppid', String(wrapper.pid)], { encoding: 'utf8' }).trim();
    expect(server).toMatch(/^\S*node --enable-source-maps \S*dist\/server\/main\.mjs$/);
    expect(server).not.toContain('tsx');
    const signalled = Date.now();
    wrapper.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    // The server went with it: nothing answers on its port any more.
    await expect(get(port, agent)).rejects.toThrow();
  }, 150_000);
});
