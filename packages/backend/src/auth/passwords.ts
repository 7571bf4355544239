/**
 * Password hashing with scrypt, a memory-hard function built into node:crypto. Hashes are
 * self-describing (`$scrypt$ln=15,r=8,p=3$salt$hash`) so the cost can rise later without
 * invalidating stored passwords. Passwords themselves are never stored, logged or returned.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's scrypt settings for 32 MiB of memory: N = 2^15, r = 8, p = 3 (equivalent to their
 * N = 2^17, p = 1). About a quarter of a second per hash on a small server, which is the point.
 */
const COST_LOG2 = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 3;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Refuse stored parameters beyond this, so a corrupt row cannot make one check take minutes. */
const MAX_COST_LOG2 = 20;

interface ScryptParams {
  costLog2: number;
  blockSize: number;
  parallelism: number;
}

function derive(
  password: string,
  salt: Buffer,
  keyBytes: number,
  params: ScryptParams,
): Promise<Buffer> {
  const N = 2 ** params.costLog2;
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      keyBytes,
      // Node refuses work above maxmem (32 MiB by default), and 128·N·r is exactly 32 MiB here.
      { N, r: params.blockSize, p: params.parallelism, maxmem: 256 * N * params.blockSize },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const params = { costLog2: COST_LOG2, blockSize: BLOCK_SIZE, parallelism: PARALLELISM };
  const key = await derive(password, salt, KEY_BYTES, params);
  return `$scrypt$ln=${COST_LOG2},r=${BLOCK_SIZE},p=${PARALLELISM}$${salt.toString('base64')}$${key.toString('base64')}`;
}

function parse(encoded: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(
    encoded,
  );
  if (!match) return null;
  const [, ln = '', r = '', p = '', salt = '', key = ''] = match;
  const params = { costLog2: Number(ln), blockSize: Number(r), parallelism: Number(p) };
  if (
    params.costLog2 < 1 ||
    params.costLog2 > MAX_COST_LOG2 ||
    params.blockSize < 1 ||
    params.parallelism < 1
  ) {
    return null;
  }
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Whether `password` matches `encoded`, compared in constant time. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const stored = parse(encoded);
  if (!stored || stored.key.length === 0) return false;
  const key = await derive(password, stored.salt, stored.key.length, stored.params);
  return timingSafeEqual(key, stored.key);
}

let dummyHash: Promise<string> | undefined;

function dummy(): Promise<string> {
  return (dummyHash ??= hashPassword(randomBytes(SALT_BYTES).toString('base64')));
}

/** Computes the dummy hash ahead of the first unknown-email sign-in, which would else pay twice. */
export function primeDummyHash(): void {
  dummy().catch(() => undefined);
}

/**
 * Spends the same time as checking a real password, for sign-ins naming an unknown email, so
 * the answer's timing does not tell an attacker which accounts exist. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, await dummy());
  return false;
}
