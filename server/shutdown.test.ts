// SIGTERM under load: `npm start` passes it to the server, which drains its keep-alive clients
// (answers with `Connection: close`, readiness 503) and exits before its deadline.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
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

function get(port: number, agent: Agent, path = '/api/config'): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

describe('SIGTERM', () => {
  it('to `npm start` under 50 keep-alive clients: readiness says 503, no connection is reset, exit 0', async () => {
    const port = await freePort();
    const logPath = join(dataDir, 'server.log');
    const logFile = openSync(logPath, 'w');
    child = spawn('npm', ['start'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      // Into a file, as a log collector takes it: a pipe read by this busy process would stall the
      // server's synchronous log writes, which no production collector does for seconds.
      stdio: ['ignore', logFile, logFile],
    });
    const output = () => readFileSync(logPath, 'utf8');
    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    const deadline = Date.now() + 120_000;
    while ((await get(port, agent).catch(() => 0)) !== 200) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const answered: number[] = [];
    const errors: string[] = [];
    let busy = () => {};
    const underLoad = new Promise<void>((resolve) => (busy = resolve));
    let stop = false;
    const client = async () => {
      while (!stop) {
        try {
          answered.push(await get(port, agent));
          if (answered.length === 200) busy();
        } catch (error) {
          // Refused once the listener closed: expected. A reset is what must not happen.
          errors.push((error as NodeJS.ErrnoException).code ?? (error as Error).message);
          if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') stop = true;
        }
      }
    };
    const clients = Array.from({ length: 50 }, client);
    await underLoad;
    child.kill('SIGTERM');
    // Readiness turns 503 at once, while the instance still answers during the drain window.
    let readiness = 200;
    while (readiness === 200) readiness = await get(port, new Agent(), '/readyz').catch(() => 0);
    const code = await exited;
    stop = true;
    await Promise.all(clients);
    agent.destroy();

    expect(readiness).toBe(503);
    expect(errors.filter((error) => error !== 'ECONNREFUSED')).toEqual([]);
    expect(answered.every((status) => status === 200)).toBe(true);
    expect(output()).toContain('SIGTERM: shutting down');
    // The server exits 1 past its deadline (9.8 s with the default drain); 0 means it drained in time.
    expect(output()).not.toContain('Shutdown took too long');
    expect(code).toBe(0);
  }, 180_000);

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
    // between the wrapper and the server.
    const server = execFileSync('ps', ['-o', 'args=', '--ppid', String(wrapper.pid)], { encoding: 'utf8' }).trim();
    expect(server).toMatch(/^\S*node --max-semi-space-size=4 \S*dist\/server\/main\.mjs$/);
    expect(server).not.toContain('tsx');
    const signalled = Date.now();
    wrapper.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    // The server went with it: nothing answers on its port any more.
    await expect(get(port, agent)).rejects.toThrow();
  }, 150_000);
});
