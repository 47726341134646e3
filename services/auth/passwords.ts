import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 iterations, 1 lane).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against a real hash when the account does not exist keeps the answer time the same,
// so timing does not tell which emails have accounts.
let decoyHash: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(await decoyHash, password);
}
