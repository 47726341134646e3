// One log line per refused call: its status, code and the field at fault, never the input, a
// stack or SQL parameters (a refusal is the caller's mistake, not ours). Unexpected failures are
// logged elsewhere, in full.
import type { AppError } from '../domain/errors';
import { log } from '../services/log';

let enabled = false;

/** On outside tests (createApp decides from the configuration). */
export function logRefusals(on: boolean): void {
  enabled = on;
}

export function logRefusal(error: AppError, via: 'REST' | 'GraphQL'): void {
  if (!enabled) return;
  log.info(
    { status: error.status, code: error.code, field: error.field, via },
    `refused ${error.status} ${error.code}`,
  );
}
