import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../../services/log';
import { streamedBody } from './streamedBody';

afterEach(() => vi.restoreAllMocks());

describe('a streamed download', () => {
  it('breaks off and is logged once when writing fails part way', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const body = streamedBody('Test export', async (output) => {
      output.write('first rows');
      throw new Error('database went away');
    });
    const reader = body.getReader();
    const readAll = async () => {
      while (!(await reader.read()).done);
    };
    await expect(readAll()).rejects.toThrow('database went away');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0][1]).toBe('Test export failed part way');
  });

  it('is not logged as a failure when the client leaves before the end', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    let ended!: Promise<void>;
    const body = streamedBody('Test export', (output: Writable) => {
      output.write('first rows');
      // The writer hears of the cancel as its output destroyed (AbortError), as exceljs' and
      // pdfkit's writers do.
      ended = finished(output);
      return ended;
    });
    await body.cancel();
    await expect(ended).rejects.toMatchObject({ name: 'AbortError' });
    // streamedBody's handler runs after the writer's rejection: one more turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged).not.toHaveBeenCalled();
  });
});
