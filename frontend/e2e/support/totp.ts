/** RFC 6238 TOTP (HMAC-SHA1, 30 s steps, 6 digits) computed in the test from the secret the app
 * shows, as an authenticator app would. */
import { createHmac } from 'node:crypto';

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = input.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = alphabet.indexOf(ch);
    if (idx < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP of a counter. */
export function hotp(key: Buffer, counter: number): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const bin = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(bin % 1_000_000).padStart(6, '0');
}

export function totp(secretBase32: string, at = Date.now()): string {
  return hotp(base32Decode(secretBase32), Math.floor(at / 1000 / 30));
}

/** A six-digit code the secret does not produce now nor in the neighbouring steps. */
export function wrongTotp(secretBase32: string, at = Date.now()): string {
  const near = new Set([-1, 0, 1].map((d) => totp(secretBase32, at + d * 30_000)));
  for (let n = 123456; ; n = (n + 111111) % 1_000_000) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}
