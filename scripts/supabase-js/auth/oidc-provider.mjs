// A local OpenID Connect provider standing in for Google in the OAuth suite: discovery,
// JWKS, an authorization endpoint that signs in a preset user, and a token endpoint that
// checks the client and the one-time code and returns an RS256-signed ID token.
import { createServer } from 'node:http';
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

const b64url = (v) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

export async function startProvider({ clientId, clientSecret }) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'node-oidc-1', use: 'sig', alg: 'RS256' };
  const codes = new Map();
  let user = { sub: 'google-user', email: 'user@example.test', email_verified: true, name: 'Usuária Teste' };
  let base = '';

  const idToken = (u, nonce) => {
    const now = Math.floor(Date.now() / 1000);
    const head = b64url({ alg: 'RS256', typ: 'JWT', kid: jwk.kid });
    const body = b64url({ iss: base, aud: clientId, iat: now, exp: now + 3600, ...u, ...(nonce ? { nonce } : {}) });
    return `${head}.${body}.${sign('RSA-SHA256', Buffer.from(`${head}.${body}`), privateKey).toString('base64url')}`;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url, base);
    const json = (status, v) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(v)); };
    if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      return json(200, { issuer: base, authorization_endpoint: `${base}/authorize`, token_endpoint: `${base}/token`, jwks_uri: `${base}/jwks`,
        response_types_supported: ['code'], subject_types_supported: ['public'], id_token_signing_alg_values_supported: ['RS256'] });
    }
    if (req.method === 'GET' && url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const q = url.searchParams;
      if (q.get('client_id') !== clientId || q.get('response_type') !== 'code' || !q.get('redirect_uri')) return json(400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, { redirectUri: q.get('redirect_uri'), user: { ...user }, used: false });
      const back = new URL(q.get('redirect_uri'));
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state'));
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      let id = form.get('client_id'), secret = form.get('client_secret');
      const auth = req.headers.authorization;
      if (auth?.startsWith('Basic ')) {
        [id, secret] = Buffer.from(auth.slice(6), 'base64').toString().split(':').map(decodeURIComponent);
      }
      if (id !== clientId || secret !== clientSecret) return json(401, { error: 'invalid_client' });
      const g = codes.get(form.get('code'));
      if (form.get('grant_type') !== 'authorization_code' || !g || g.used || g.redirectUri !== form.get('redirect_uri')) return json(400, { error: 'invalid_grant' });
      g.used = true;
      return json(200, { access_token: `provider-at-${randomBytes(8).toString('hex')}`, token_type: 'Bearer', expires_in: 3600,
        refresh_token: `provider-rt-${randomBytes(8).toString('hex')}`, id_token: idToken(g.user) });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${server.address().port}`;
  return {
    url: base,
    setUser: (u) => { user = u; },
    idToken,
    close: () => new Promise((r) => server.close(r)),
  };
}
