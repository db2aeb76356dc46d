/** The id_token nonce (GoTrue's rule): the provider gets the hex SHA-256 of a random value and
 * puts it in the token's `nonce` claim; the auth service gets the raw value and checks that the
 * claim is its hash, so a token minted for another sign-in is refused (400 'invalid nonce'). */

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return hex(new Uint8Array(digest));
}

export async function createNonce(): Promise<{ raw: string; hashed: string }> {
  const raw = hex(crypto.getRandomValues(new Uint8Array(32)));
  return { raw, hashed: await sha256Hex(raw) };
}
