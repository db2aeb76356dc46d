#!/usr/bin/env bash
# auth-js.sh — run the official auth-js test suite (supabase-js, packages/core/auth-js)
# against PedBook's GoTrue-dialect auth service, and summarise the outcome.
#
#   auth-js.sh path/to/supabase-js     # a git checkout (or bare git dir) of supabase/supabase-js
#
# What it does (everything under $AUTHJS_WORK, default /tmp/authjs-run; loopback only):
#   1. extracts packages/core/auth-js (+ tsconfig.base.json) from the mirror's HEAD and edits
#      only connection constants: the Supabase CLI URL (127.0.0.1:54321/auth/v1 -> CLI_PORT) and
#      the docker-compose GoTrue URLs (localhost:999x -> localhost:999x/auth/v1, since pedbook
#      mounts the auth service under /auth/v1);
#   2. clones and builds pedbook from $PEDBOOK_SRC (default: the git top level of the current directory);
#   3. installs the suite's dev dependencies with npm (pnpm `catalog:` versions resolved from
#      the mirror's pnpm-workspace.yaml) and MailDev 2.2.1 (SMTP sink; the suite reads no mailbox);
#   4. starts a private PostgreSQL 15 cluster on PG_PORT, runs `pedbook migrate`;
#   5. runs the CLI suite (jest.config.cli.js) once with no server up (to tell unit tests
#      from server tests), then against one `pedbook serve` on CLI_PORT configured like
#      test/supabase/config.toml; then the docker suite (jest.config.docker.js) against four
#      `pedbook serve` on 9999/9998/9997/9996 configured like infra/docker-compose.yml;
#   6. writes results/summary.md (per file: passed/failed/skipped, unit vs server, and the
#      passes whose requests hit a route pedbook lacks), results/failures.txt (every failing
#      test with the first lines of its message) and results/tests.tsv (one row per test);
#      a pass-through fetch probe (jest setup file, written here, not the suite's) records each
#      request's test, path, status and x-sb-error-code in results/*.probe.jsonl;
#   7. stops every process it started (by pid) and the cluster.
# Needs: go, node 20+/npm, PostgreSQL 15 binaries, root or the postgres user.
#
# This is ../shared/conformance/auth-js.sh (the runner issue 22 was measured with) plus the
# GoTrue variables of the suite's configurations that pedbook reads since (MFA, phone, anonymous
# sign-ins, manual linking, OAuth server...), set as test/supabase/config.toml and
# infra/docker-compose.yml set them; a pedbook that ignores them answers as before.
set -euo pipefail

MIRROR=${1:?usage: auth-js.sh SUPABASE_JS_GIT_DIR}
MIRROR=$(cd "$MIRROR" && pwd); [ -d "$MIRROR/.git" ] && MIRROR="$MIRROR/.git"   # a work tree: use its git dir
W=${AUTHJS_WORK:-/tmp/authjs-run}
PEDBOOK_SRC=${PEDBOOK_SRC:-$(git rev-parse --show-toplevel 2>/dev/null || pwd)}
PG_PORT=${PG_PORT:-55602}
CLI_PORT=${CLI_PORT:-55603}        # stands in for the Supabase CLI's API port 54321
SMTP_PORT=${SMTP_PORT:-55610}
MAIL_WEB_PORT=${MAIL_WEB_PORT:-55611}
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
PHASES=${PHASES:-all}              # all, or a subset of: noserver cli docker
SUITE=$W/src/packages/core/auth-js
RES=$W/results
DB_URL="postgres://postgres@127.0.0.1:$PG_PORT/authjs"

mkdir -p "$W" "$RES"
PIDS=()
log() { printf '[auth-js] %s\n' "$*" >&2; }

cleanup() {
  set +e
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null; done
  for p in "${PIDS[@]}"; do wait "$p" 2>/dev/null; done
  if [ -f "$W/pg/data/postmaster.pid" ]; then
    as_pg "$PGBIN/pg_ctl" -D "$W/pg/data" -m fast stop >/dev/null 2>&1
  fi
}
trap cleanup EXIT

as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

want() { [ "$PHASES" = all ] || [[ " $PHASES " == *" $1 "* ]]; }

# ---------------------------------------------------------------- 1. the suite
log "extracting auth-js from $MIRROR ($(git --git-dir="$MIRROR" rev-parse --short HEAD))"
rm -rf "$W/src" && mkdir -p "$W/src"
git --git-dir="$MIRROR" archive HEAD packages/core/auth-js tsconfig.base.json pnpm-workspace.yaml | tar -x -C "$W/src"
git --git-dir="$MIRROR" rev-parse HEAD >"$RES/suite-commit"

# connection constants only
sed -i "s#http://127.0.0.1:54321/auth/v1#http://127.0.0.1:$CLI_PORT/auth/v1#" "$SUITE/test/lib/clients.ts"
sed -i -E "s#'http://localhost:(999[6-9])'#'http://localhost:\1/auth/v1'#" "$SUITE/test/docker-tests/clients.ts"
grep -q "127.0.0.1:$CLI_PORT/auth/v1" "$SUITE/test/lib/clients.ts" || { log "CLI URL constant not found"; exit 1; }
[ "$(grep -c "/auth/v1'" "$SUITE/test/docker-tests/clients.ts")" = 4 ] || { log "docker URL constants not found"; exit 1; }

# ---------------------------------------------------------------- 2. pedbook
if [ -d "$W/pedbook/.git" ]; then
  git -C "$W/pedbook" fetch -q "$PEDBOOK_SRC" HEAD && git -C "$W/pedbook" reset -q --hard FETCH_HEAD
else
  git clone -q "$PEDBOOK_SRC" "$W/pedbook"
fi
git -C "$W/pedbook" rev-parse --short HEAD >"$RES/pedbook-commit"
log "building pedbook $(cat "$RES/pedbook-commit")"
(cd "$W/pedbook/cmd/pedbook" && go build -o "$W/pedbook-bin" .)
PEDBOOK=$W/pedbook-bin

# ---------------------------------------------------------------- 3. npm
mkdir -p "$W/deps" "$W/maildev"
node - "$SUITE/package.json" "$W/src/pnpm-workspace.yaml" >"$W/deps/package.json" <<'EOF'
const fs = require('fs');
const [pkgPath, wsPath] = process.argv.slice(2);
const pkg = JSON.parse(fs.readFileSync(pkgPath, 'utf8'));
const catalog = {};
let inCatalog = false;
for (const line of fs.readFileSync(wsPath, 'utf8').split('\n')) {
  if (/^catalog:\s*$/.test(line)) { inCatalog = true; continue; }
  if (inCatalog && /^\S/.test(line)) inCatalog = false;
  const m = inCatalog && line.match(/^\s+'?([^':]+)'?:\s*(\S+)/);
  if (m) catalog[m[1]] = m[2];
}
const deps = { ...pkg.dependencies, ...pkg.devDependencies };
delete deps.typedoc; // docs only
for (const [k, v] of Object.entries(deps)) if (v === 'catalog:') deps[k] = catalog[k];
process.stdout.write(JSON.stringify({ name: 'authjs-suite-deps', private: true, dependencies: deps }, null, 2));
EOF
if ! cmp -s "$W/deps/package.json" "$W/deps/.installed" 2>/dev/null; then
  log "npm install (suite dev dependencies)"
  (cd "$W/deps" && npm install --no-audit --no-fund --loglevel=error >"$RES/npm.log" 2>&1)
  cp "$W/deps/package.json" "$W/deps/.installed"
fi
ln -sfn "$W/deps/node_modules" "$SUITE/node_modules"
if [ ! -x "$W/maildev/node_modules/.bin/maildev" ]; then
  log "npm install maildev@2.2.1"
  (cd "$W/maildev" && echo '{"name":"maildev-sink","private":true}' >package.json &&
    npm install --no-audit --no-fund --loglevel=error maildev@2.2.1 >"$RES/npm-maildev.log" 2>&1)
fi

# ---------------------------------------------------------------- 4. database, mail
if [ ! -f "$W/pg/data/PG_VERSION" ]; then
  mkdir -p "$W/pg" && { [ "$(id -u)" != 0 ] || chown postgres:postgres "$W/pg"; } && chmod 700 "$W/pg"
  as_pg "$PGBIN/initdb" -D "$W/pg/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$RES/initdb.log"
fi
as_pg "$PGBIN/pg_ctl" -D "$W/pg/data" -l "$W/pg/pg.log" -w \
  -o "-p $PG_PORT -h 127.0.0.1 -k $W/pg -c max_connections=300 -c fsync=off" start >/dev/null
"$PGBIN/dropdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres --if-exists authjs
"$PGBIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres authjs
DATABASE_URL=$DB_URL "$PEDBOOK" migrate >"$RES/migrate.log" 2>&1

rm -rf "$W/mail"
"$W/maildev/node_modules/.bin/maildev" --ip 127.0.0.1 --smtp "$SMTP_PORT" --web "$MAIL_WEB_PORT" \
  --mail-directory "$W/mail" >"$RES/maildev.log" 2>&1 &
PIDS+=($!)

# RSA signing key, as the suite's own `test:generate-keys` target makes it
(cd "$SUITE" && node test/generate-signing-keys.js >/dev/null)
CLI_KEYS=$(node -e 'process.stdout.write(JSON.stringify(JSON.parse(require("fs").readFileSync(process.argv[1],"utf8"))))' \
  "$SUITE/test/supabase/signing_keys.json")

# ---------------------------------------------------------------- servers
# serve NAME PORT VAR=VALUE... : one `pedbook serve` on 127.0.0.1:PORT; waits for /auth/v1/health
SERVER_PIDS=()
# GoTrue's password defaults, which both suite configurations assume (minimum 6, no character
# classes, no common-password check: the suite signs up with "123456" and faker passwords
# without digits), not PedBook's stricter defaults; one group of every letter and digit is
# "no class required". config.toml's
# sign_in_sign_ups = 100 per 5 minutes is PedBook's GOTRUE_RATE_LIMIT_SIGNUPS.
# token_refresh: GoTrue limits /token per IP only when a rate-limit header is configured (none
# is in the suite's setup: performRateLimitingWithHeader returns early), so its 300/5 min never
# applies there; PedBook limits per IP always (burst 30), which /token and the passkey
# ceremonies exceed on an idle machine. The CLI server gets a bucket that does not bind, as
# scripts/test gives its own suites.
ANY_LETTER_OR_DIGIT=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789
serve() {
  local name=$1 port=$2; shift 2
  env -i PATH="$PATH" HOME="${HOME:-/root}" DATABASE_URL="$DB_URL" PEDBOOK_LISTEN="127.0.0.1:$port" API_URL="http://127.0.0.1:$port" \
    PEDBOOK_LOG_LEVEL=info GOTRUE_SMTP_HOST=127.0.0.1 GOTRUE_SMTP_PORT="$SMTP_PORT" \
    GOTRUE_SMTP_ADMIN_EMAIL=admin@email.com \
    GOTRUE_PASSWORD_MIN_LENGTH=6 GOTRUE_PASSWORD_REQUIRED_CHARACTERS="$ANY_LETTER_OR_DIGIT" GOTRUE_PASSWORD_HIBP_ENABLED=false \
    GOTRUE_RATE_LIMIT_SIGNUPS=100/5m "$@" "$PEDBOOK" serve >"$RES/server-$name.log" 2>&1 &
  local pid=$!
  PIDS+=("$pid"); SERVER_PIDS+=("$pid")
  for _ in $(seq 1 120); do
    curl -fsS "http://127.0.0.1:$port/auth/v1/health" >/dev/null 2>&1 && return 0
    kill -0 "$pid" 2>/dev/null || { log "server $name died"; tail -n 20 "$RES/server-$name.log" >&2; exit 1; }
    sleep 0.5
  done
  log "server $name not healthy"; exit 1
}
stop_servers() {
  for p in "${SERVER_PIDS[@]}"; do kill "$p" 2>/dev/null || true; wait "$p" 2>/dev/null || true; done
  SERVER_PIDS=()
}

# test/supabase/config.toml (Supabase CLI, the main suite)
serve_cli() {
  serve cli "$CLI_PORT" \
    GOTRUE_JWT_SECRET=super-secret-jwt-token-with-at-least-32-characters-long \
    GOTRUE_JWT_KEYS="$CLI_KEYS" GOTRUE_JWT_EXP=3600 \
    API_EXTERNAL_URL="http://127.0.0.1:$CLI_PORT/auth/v1" \
    GOTRUE_SITE_URL=http://127.0.0.1:3000 \
    GOTRUE_URI_ALLOW_LIST=https://127.0.0.1:3000,http://localhost:5173 \
    GOTRUE_DISABLE_SIGNUP=false GOTRUE_EXTERNAL_EMAIL_ENABLED=true GOTRUE_MAILER_AUTOCONFIRM=true \
    GOTRUE_PASSWORD_MIN_LENGTH=6 GOTRUE_MAILER_OTP_LENGTH=6 GOTRUE_MAILER_OTP_EXP=3600 \
    GOTRUE_SMTP_MAX_FREQUENCY=1s \
    GOTRUE_SECURITY_REFRESH_TOKEN_ROTATION_ENABLED=true GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL=10 \
    GOTRUE_RATE_LIMIT_EMAIL_SENT=100 GOTRUE_RATE_LIMIT_TOKEN_REFRESH=100000 GOTRUE_RATE_LIMIT_VERIFY=100 \
    GOTRUE_RATE_LIMIT_OTP=100 GOTRUE_RATE_LIMIT_PER_ADDRESS=100 \
    GOTRUE_EXTERNAL_GOOGLE_ENABLED=true \
    GOTRUE_EXTERNAL_GOOGLE_CLIENT_ID=53566906701-bmhc1ndue7hild39575gkpimhs06b7ds.apps.googleusercontent.com \
    GOTRUE_EXTERNAL_GOOGLE_SKIP_NONCE_CHECK=true \
    GOTRUE_PASSKEYS_ENABLED=true GOTRUE_WEBAUTHN_RP_ID=localhost \
    GOTRUE_WEBAUTHN_RP_DISPLAY_NAME="auth-js tests" GOTRUE_WEBAUTHN_RP_ORIGINS=http://localhost:5173 \
    GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED=true GOTRUE_RATE_LIMIT_ANONYMOUS_USERS=100 \
    GOTRUE_SECURITY_MANUAL_LINKING_ENABLED=false GOTRUE_SAML_ENABLED=false \
    GOTRUE_EXTERNAL_PHONE_ENABLED=true GOTRUE_SMS_PROVIDER=twilio GOTRUE_SMS_AUTOCONFIRM=true GOTRUE_SMS_MAX_FREQUENCY=1s \
    GOTRUE_SMS_TEMPLATE="Your code is {{ .Code }}" GOTRUE_SMS_TEST_OTP=1234567890:123456 GOTRUE_RATE_LIMIT_SMS_SENT=100 \
    GOTRUE_MFA_MAX_ENROLLED_FACTORS=10 GOTRUE_MFA_TOTP_ENROLL_ENABLED=true GOTRUE_MFA_TOTP_VERIFY_ENABLED=true \
    GOTRUE_MFA_PHONE_ENROLL_ENABLED=true GOTRUE_MFA_PHONE_VERIFY_ENABLED=true GOTRUE_MFA_PHONE_OTP_LENGTH=6 \
    GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED=true GOTRUE_MFA_WEB_AUTHN_VERIFY_ENABLED=true \
    GOTRUE_OAUTH_SERVER_ENABLED=true GOTRUE_OAUTH_SERVER_AUTHORIZATION_PATH=/oauth/consent \
    GOTRUE_OAUTH_SERVER_ALLOW_DYNAMIC_REGISTRATION=true
}

# infra/docker-compose.yml (the docker suite); keys taken from the compose file itself
compose_env() { # compose_env SERVICE VAR
  node - "$SUITE/infra/docker-compose.yml" "$1" "$2" <<'EOF'
const fs = require('fs');
const [file, service, key] = process.argv.slice(2);
let inService = false;
for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
  const s = line.match(/^  (\w+):/);
  if (s) inService = s[1] === service;
  const m = inService && line.match(new RegExp('^\\s+' + key + ":\\s*'?(.*?)'?\\s*$"));
  if (m) { process.stdout.write(m[1]); break; }
}
EOF
}
serve_docker() {
  local SECRET=37c304f8-51aa-419a-a1af-06154e63707a
  local GOOGLE_ID GOOGLE_SECRET KEYS_9998 KEYS_9996
  GOOGLE_ID=$(compose_env gotrue GOTRUE_EXTERNAL_GOOGLE_CLIENT_ID)
  GOOGLE_SECRET=$(compose_env gotrue GOTRUE_EXTERNAL_GOOGLE_SECRET)
  KEYS_9998=$(compose_env autoconfirm GOTRUE_JWT_KEYS)
  KEYS_9996=$(compose_env autoconfirm_with_asymmetric_keys GOTRUE_JWT_KEYS)
  [ -n "$KEYS_9998" ] && [ -n "$KEYS_9996" ] || { log "JWT keys not found in docker-compose.yml"; exit 1; }
  # gotrue: signup on, autoconfirm off, google + phone (twilio) configured
  serve d9999 9999 GOTRUE_JWT_SECRET=$SECRET GOTRUE_JWT_EXP=3600 \
    API_EXTERNAL_URL=http://localhost:9999/auth/v1 GOTRUE_SITE_URL=http://localhost:9999 \
    GOTRUE_URI_ALLOW_LIST=https://supabase.io/docs GOTRUE_DISABLE_SIGNUP=false GOTRUE_MAILER_AUTOCONFIRM=false \
    GOTRUE_EXTERNAL_GOOGLE_ENABLED=true GOTRUE_EXTERNAL_GOOGLE_CLIENT_ID="$GOOGLE_ID" \
    GOTRUE_EXTERNAL_GOOGLE_SECRET="$GOOGLE_SECRET" GOTRUE_EXTERNAL_GOOGLE_REDIRECT_URI=http://localhost:9999/callback \
    GOTRUE_EXTERNAL_PHONE_ENABLED=true GOTRUE_SMS_PROVIDER=twilio GOTRUE_SMS_AUTOCONFIRM=false \
    GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED=true GOTRUE_MFA_WEB_AUTHN_VERIFY_ENABLED=true
  # autoconfirm: signup on, autoconfirm on, HS256 JWK signs (kid), anonymous sign-ins on
  serve d9998 9998 GOTRUE_JWT_SECRET=$SECRET GOTRUE_JWT_KEYS="$KEYS_9998" GOTRUE_JWT_EXP=3600 \
    API_EXTERNAL_URL=http://localhost:9998/auth/v1 GOTRUE_SITE_URL=http://localhost:9998 \
    GOTRUE_DISABLE_SIGNUP=false GOTRUE_MAILER_AUTOCONFIRM=true \
    GOTRUE_EXTERNAL_PHONE_ENABLED=true GOTRUE_SMS_AUTOCONFIRM=true GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED=true \
    GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED=true GOTRUE_MFA_WEB_AUTHN_VERIFY_ENABLED=true
  # disabled: signup off, email provider off
  serve d9997 9997 GOTRUE_JWT_SECRET=$SECRET GOTRUE_JWT_EXP=3600 \
    API_EXTERNAL_URL=http://localhost:9997/auth/v1 GOTRUE_SITE_URL=http://localhost:9997 \
    GOTRUE_DISABLE_SIGNUP=true GOTRUE_EXTERNAL_EMAIL_ENABLED=false GOTRUE_MAILER_AUTOCONFIRM=false \
    GOTRUE_EXTERNAL_PHONE_ENABLED=false \
    GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED=true GOTRUE_MFA_WEB_AUTHN_VERIFY_ENABLED=true
  # autoconfirm_with_asymmetric_keys: RS256 JWK signs
  serve d9996 9996 GOTRUE_JWT_SECRET=Z7-AyPyChGNcQsX16cPBV-pPBo4q-zckDxkq1VZjATo GOTRUE_JWT_KEYS="$KEYS_9996" \
    GOTRUE_JWT_EXP=3600 API_EXTERNAL_URL=http://localhost:9996/auth/v1 GOTRUE_SITE_URL=http://localhost:9996 \
    GOTRUE_DISABLE_SIGNUP=false GOTRUE_MAILER_AUTOCONFIRM=true \
    GOTRUE_EXTERNAL_PHONE_ENABLED=true GOTRUE_SMS_AUTOCONFIRM=true \
    GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED=true GOTRUE_MFA_WEB_AUTHN_VERIFY_ENABLED=true
}

# ---------------------------------------------------------------- 5. run
jest_run() { # jest_run CONFIG OUT [JEST ARGS...]
  local config=$1 out=$2; shift 2
  log "jest $config -> $out"
  (cd "$SUITE" && timeout 1800 node node_modules/jest/bin/jest.js --config "$config" --runInBand --coverage=false \
    --json --outputFile="$RES/$out.json" "$@" >"$RES/$out.log" 2>&1) || true
}
# A probe (jest setup file, pass-through) notes, for every request a test sends to the auth
# ports, the test, method, path, status and x-sb-error-code. In the no-server run this tells
# server tests from unit tests; in the real runs it shows which passes hit a missing route.
cat >"$W/probe.js" <<'PROBE'
const fs = require('fs');
const out = process.env.AUTHJS_PROBE_OUT, ports = new RegExp(':(' + process.env.AUTHJS_PROBE_PORTS + ')/');
const realFetch = globalThis.fetch;
if (realFetch && out) {
  globalThis.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : (input && (input.url || input.href)) || String(input);
    if (!ports.test(url)) return realFetch.apply(this, arguments);
    const s = expect.getState();
    const rec = { file: s.testPath, test: s.currentTestName || null,
      method: (init && init.method) || (input && input.method) || 'GET', path: url.replace(/^https?:\/\/[^/]+/, '') };
    const note = (x) => fs.appendFileSync(out, JSON.stringify({ ...rec, ...x }) + '\n');
    return realFetch.apply(this, arguments).then(
      (r) => { note({ status: r.status, code: r.headers.get('x-sb-error-code') }); return r; },
      (e) => { note({ status: 'network-error' }); throw e; });
  };
}
PROBE
probe_run() { # probe_run CONFIG OUT PORTS
  rm -f "$RES/$2.probe.jsonl"
  AUTHJS_PROBE_OUT=$RES/$2.probe.jsonl AUTHJS_PROBE_PORTS=$3 \
    jest_run "$1" "$2" --setupFilesAfterEnv "$W/probe.js"
}
if want noserver; then probe_run jest.config.cli.js cli-noserver "$CLI_PORT"; fi
if want cli; then serve_cli; probe_run jest.config.cli.js cli "$CLI_PORT"; stop_servers; fi
if want docker; then serve_docker; probe_run jest.config.docker.js docker '999[6-9]'; stop_servers; fi

# ---------------------------------------------------------------- 6. summary
node - "$RES" "$SUITE" >"$RES/summary.md" <<'EOF'
const fs = require('fs'), path = require('path');
const [res, suite] = process.argv.slice(2);
const load = (n) => { try { return JSON.parse(fs.readFileSync(path.join(res, n + '.json'), 'utf8')); } catch { return null; } };
const rel = (f) => path.relative(suite, f);
const full = (t) => t.ancestorTitles.concat(t.title).join(' ');
const norm = (s) => (s === 'pending' || s === 'todo' || s === 'skipped' || s === 'disabled') ? 'skipped' : s;
// classification: a CLI-suite test is a server test when, with no server up, it sent a request
// to the auth port (probe) or did not pass; every other test is a unit test
const noServer = new Map();
const nos = load('cli-noserver');
if (nos) for (const f of nos.testResults) for (const t of f.assertionResults) noServer.set(rel(f.name) + '\t' + full(t), norm(t.status));
const probe = (run) => { try { return fs.readFileSync(path.join(res, run + '.probe.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)); } catch { return []; } };
const contacted = new Set(), hookFiles = new Set();
for (const p of probe('cli-noserver')) { if (p.test) contacted.add(rel(p.file) + '\t' + p.test); else hookFiles.add(rel(p.file)); }
// requests answered by pedbook's catch-all (404 not_found: no such route), per test
const missing = new Map();
for (const run of ['cli', 'docker']) for (const p of probe(run)) {
  if (p.status !== 404 || p.code !== 'not_found') continue;
  const k = run + '\t' + rel(p.file) + '\t' + (p.test || '(hook)');
  if (!missing.has(k)) missing.set(k, new Set());
  missing.get(k).add(p.method + ' ' + p.path.split('?')[0].replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}'));
}
const hollow = [];
const zero = () => ({ passed: 0, failed: 0, skipped: 0 });
const out = [], fails = [], rows = [];
const tot = { unit: zero(), server: zero() };
out.push('| suite | file | server: passed | failed | skipped | unit: passed | failed | skipped |', '|---|---|---|---|---|---|---|---|');
for (const run of ['cli', 'docker']) {
  const r = load(run); if (!r) continue;
  for (const f of r.testResults.sort((a, b) => a.name.localeCompare(b.name))) {
    const file = rel(f.name), c = { unit: zero(), server: zero() };
    if (f.assertionResults.length === 0 && f.status === 'failed')
      fails.push(`## ${run} ${file}: SUITE FAILED TO RUN\n${(f.message || '').split('\n').slice(0, 15).join('\n')}\n`);
    for (const t of f.assertionResults) {
      const st = norm(t.status), k = file + '\t' + full(t), base = noServer.get(k);
      const kind = run === 'docker' || contacted.has(k) || (base !== undefined && base !== 'passed' && !(base === 'skipped' && st === 'skipped')) ? 'server' : 'unit';
      c[kind][st]++; tot[kind][st]++;
      const miss = missing.get(run + '\t' + k);
      if (miss && st === 'passed') hollow.push(`- ${file} › ${full(t)}: ${[...miss].join(', ')}`);
      rows.push([run, file, kind, st, base || '-', contacted.has(k) ? 'contacts-server' : '-', miss ? [...miss].join(', ') : '-', full(t)].join('\t'));
      if (st === 'failed') fails.push(`## ${run} ${file} [${kind}] ${t.ancestorTitles.concat(t.title).join(' › ')}\n${(t.failureMessages || []).join('\n').split('\n').slice(0, 12).join('\n')}\n`);
    }
    const s = c.server, u = c.unit;
    out.push(`| ${run} | ${file}${hookFiles.has(file) ? ' (hooks reach the server)' : ''} | ${s.passed} | ${s.failed} | ${s.skipped} | ${u.passed} | ${u.failed} | ${u.skipped} |`);
  }
}
const line = (n, x) => `${n}: ${x.passed + x.failed + x.skipped} total, ${x.passed} passed, ${x.failed} failed, ${x.skipped} skipped`;
out.push('', line('server tests', tot.server), line('unit tests (no server needed)', tot.unit));
out.push('', `passed although a request got 404 not_found (route missing in pedbook): ${hollow.length}`, ...hollow);
console.log(out.join('\n'));
fs.writeFileSync(path.join(res, 'failures.txt'), fails.join('\n'));
fs.writeFileSync(path.join(res, 'tests.tsv'), 'run\tfile\tkind\tstatus\tno-server status\tprobe\tmissing routes\ttest\n' + rows.join('\n') + '\n');
EOF
cat "$RES/summary.md"
log "details: $RES/failures.txt, server logs $RES/server-*.log"
