// One log line per refused call: its status, code and the field at fault, never the input, a
// stack or SQL parameters (a refusal is the caller's mistake, not ours). Unexpected failures are
// logged elsewhere, in full.
import type { AppError } from '../domain/errors';

let enabled = false;

/** On outside tests (createApp decides from the configuration). */
export function logRefusals(on: boolean): void {
  enabled = on;
}

export function logRefusal(error: AppError, via: 'REST' | 'GraphQL'): void {
  if (!enabled) return;
  console.info(`refused ${error.status} ${error.code}${error.field ? ` field=${error.field}` : ''} via ${via}`);
}
