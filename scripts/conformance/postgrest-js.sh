#!/usr/bin/env bash
# postgrest-js.sh — run the official postgrest-js test suite (supabase-js, packages/core/postgrest-js)
# against PedBook's PostgREST-dialect gateway (/rest/v1), and summarise the outcome.
#
#   postgrest-js.sh path/to/supabase-js     # a git checkout (or bare git dir) of supabase/supabase-js
#
# What it does (everything under $PGJS_WORK, default /tmp/pgjs-run; loopback only):
#   1. extracts packages/core/postgrest-js (+ the root's tsconfig.base.json, package.json and
#      pnpm-workspace.yaml) from the mirror's HEAD and
#      edits only the base URL constant: http://localhost:54321/rest/v1 -> localhost:$API_PORT
#      (54321 is taken on the shared machine); assertions are untouched;
#   2. clones and builds pedbook from $PEDBOOK_SRC (default: the git top level of the current directory);
#   3. installs the suite's jest dev dependencies with npm (pnpm `catalog:` versions resolved from
#      the mirror's pnpm-workspace.yaml, ts-node from the workspace root; build/docs/type-test
#      tools left out);
#   4. starts a private PostgreSQL 15 cluster on $PG_PORT, makes a fresh database, runs
#      `pedbook migrate` on it, then what the Supabase platform gives every project and the
#      fixture relies on (default grants on public to anon/authenticated/service_role, an empty
#      graphql_public schema), then the fixture test/supabase/migrations/*.sql and seed.sql.
#      PostGIS: installed with apt when missing and we are root; if it still is missing, the
#      postgis statement and the `shops` table/rows are left out (reported);
#   5. serves `pedbook serve` on $API_PORT configured like test/supabase/config.toml [api]
#      (schemas public,personal,graphql_public; extra search path public,extensions; max_rows 1000;
#      anon role anon; the CLI's default JWT secret; plan and tx=rollback on as the fixture's
#      `alter role authenticator set pgrst.*` asks);
#   6. runs the jest server suite as upstream's nx `test:suite` does (v12/ ignored, type tests
#      are tstyche's and not run) with --ci (no snapshot is written); a pass-through fetch probe
#      (a jest setup file written here) records every request a test sends to $API_PORT, so
#      tests that reach the server are told from pure client tests;
#   7. writes results/summary.md (per file: server/unit × passed/failed/skipped),
#      results/failures.txt (each failing test with its message) and results/tests.tsv;
#   8. stops every process it started (by pid) and the cluster.
# Needs: go, node 20+/npm, PostgreSQL 15 binaries, root or the postgres user.
#
# This is ../shared/conformance/postgrest-js.sh (the runner issue 21 was measured with) plus one
# thing: the private cluster starts with the settings of Supabase's Postgres image that the
# suite's EXPLAIN snapshots show (`explain with options` prints non-default planner settings,
# and on Supabase effective_cache_size is 128MB). That is the database server's configuration,
# not the gateway's, so it lives here and not in pedbook. SUPABASE_IMAGE_SETTINGS= (empty)
# runs the plain shared runner's cluster, where that one test fails on the Settings block only.
set -euo pipefail
SUPABASE_IMAGE_SETTINGS=${SUPABASE_IMAGE_SETTINGS--c effective_cache_size=128MB}

MIRROR=${1:?usage: postgrest-js.sh SUPABASE_JS_GIT_DIR}
MIRROR=$(cd "$MIRROR" && pwd); [ -d "$MIRROR/.git" ] && MIRROR="$MIRROR/.git"   # a work tree: use its git dir
W=${PGJS_WORK:-/tmp/pgjs-run}
PEDBOOK_SRC=${PEDBOOK_SRC:-$(git rev-parse --show-toplevel 2>/dev/null || pwd)}
PG_PORT=${PG_PORT:-55502}
API_PORT=${API_PORT:-55501}        # stands in for the Supabase CLI's API port 54321
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
DB=${PGJS_DB:-postgrest_js}
SUITE=$W/src/packages/core/postgrest-js
RES=$W/results
DB_URL="postgres://postgres@127.0.0.1:$PG_PORT/$DB?sslmode=disable"
CLI_JWT_SECRET=super-secret-jwt-token-with-at-least-32-characters-long   # Supabase CLI default

mkdir -p "$W" "$RES"
PIDS=()
log() { printf '[postgrest-js] %s\n' "$*" >&2; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

cleanup() {
  set +e
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null; done
  for p in "${PIDS[@]}"; do wait "$p" 2>/dev/null; done
  if [ -f "$W/pg/data/postmaster.pid" ]; then
    as_pg "$PGBIN/pg_ctl" -D "$W/pg/data" -m fast stop >/dev/null 2>&1
  fi
}
trap cleanup EXIT

# ---------------------------------------------------------------- 1. the suite
log "extracting postgrest-js from $MIRROR ($(git --git-dir="$MIRROR" rev-parse --short HEAD))"
rm -rf "$W/src" && mkdir -p "$W/src"
git --git-dir="$MIRROR" archive HEAD packages/core/postgrest-js tsconfig.base.json pnpm-workspace.yaml package.json | tar -x -C "$W/src"
git --git-dir="$MIRROR" rev-parse HEAD >"$RES/suite-commit"
git --git-dir="$MIRROR" log -1 --format=%ci HEAD >>"$RES/suite-commit"

# the base URL constant, nothing else
n_before=$(grep -l "http://localhost:54321/rest/v1" "$SUITE"/test/*.test.ts | wc -l)
sed -i "s#http://localhost:54321/rest/v1#http://localhost:$API_PORT/rest/v1#g" "$SUITE"/test/*.test.ts
n_after=$(grep -l "http://localhost:$API_PORT/rest/v1" "$SUITE"/test/*.test.ts | wc -l)
[ "$n_before" -gt 0 ] && [ "$n_before" = "$n_after" ] || { log "base URL constant not found"; exit 1; }
if grep -q "localhost:54321" "$SUITE"/test/*.test.ts; then log "note: other 54321 URLs left as they are:"; grep -n "localhost:54321" "$SUITE"/test/*.test.ts >&2; fi
log "base URL replaced in $n_after test files"

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
mkdir -p "$W/deps"
node - "$SUITE/package.json" "$W/src/pnpm-workspace.yaml" "$W/src/package.json" >"$W/deps/package.json" <<'EOF'
// dev dependencies of the package, `catalog:` versions looked up in the workspace file; ts-node
// (jest needs it to read jest.config.ts) comes from the workspace root, as in the monorepo
const fs = require('fs');
const [pkgFile, wsFile, rootFile] = process.argv.slice(2);
const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
const catalog = {};
let section = '';
for (const raw of fs.readFileSync(wsFile, 'utf8').split('\n')) {
  if (/^\S/.test(raw)) section = raw.replace(/:.*$/, '').trim();
  const kv = section === 'catalog' && raw.match(/^\s+['"]?([^'":\s]+)['"]?\s*:\s*(\S+)/);
  if (kv) catalog[kv[1]] = kv[2];
}
const deps = Object.assign({}, pkg.dependencies, pkg.devDependencies);
for (const tool of ['typedoc', 'tsdown', 'tstyche', 'chokidar-cli']) delete deps[tool]; // not jest's
for (const name of Object.keys(deps)) if (deps[name] === 'catalog:') deps[name] = catalog[name];
const root = JSON.parse(fs.readFileSync(rootFile, 'utf8'));
deps['ts-node'] = (root.devDependencies || {})['ts-node'] || '^10.9.1';
process.stdout.write(JSON.stringify({ name: 'postgrest-js-suite-deps', private: true, dependencies: deps }, null, 2));
EOF
if ! cmp -s "$W/deps/package.json" "$W/deps/.installed" 2>/dev/null; then
  log "npm install (suite dev dependencies)"
  (cd "$W/deps" && npm install --no-audit --no-fund --loglevel=error >"$RES/npm.log" 2>&1)
  cp "$W/deps/package.json" "$W/deps/.installed"
fi
ln -sfn "$W/deps/node_modules" "$SUITE/node_modules"

# ---------------------------------------------------------------- 4. database
PG_SHARE=$("$PGBIN/pg_config" --sharedir 2>/dev/null || echo /usr/share/postgresql/15)
if [ ! -f "$PG_SHARE/extension/postgis.control" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  log "installing PostGIS (postgresql-15-postgis-3)"
  (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql-15-postgis-3) >"$RES/apt.log" 2>&1 || true
fi
HAVE_POSTGIS=no; [ -f "$PG_SHARE/extension/postgis.control" ] && HAVE_POSTGIS=yes
echo "$HAVE_POSTGIS" >"$RES/postgis"

if [ ! -f "$W/pg/data/PG_VERSION" ]; then
  mkdir -p "$W/pg" && { [ "$(id -u)" != 0 ] || chown postgres:postgres "$W/pg"; } && chmod 700 "$W/pg"
  as_pg "$PGBIN/initdb" -D "$W/pg/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$RES/initdb.log"
fi
as_pg "$PGBIN/pg_ctl" -D "$W/pg/data" -l "$W/pg/pg.log" -w \
  -o "-p $PG_PORT -h 127.0.0.1 -k $W/pg -c max_connections=200 -c fsync=off $SUPABASE_IMAGE_SETTINGS" start >/dev/null
PSQL=("$PGBIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -X -q -v ON_ERROR_STOP=1)
"${PSQL[@]}" -d postgres -c "drop database if exists $DB with (force)" -c "create database $DB"
log "pedbook migrate on database $DB"
DATABASE_URL=$DB_URL "$PEDBOOK" migrate >"$RES/migrate.log" 2>&1

# what every Supabase project has before its own migrations run, and the fixture assumes
"${PSQL[@]}" -d "$DB" >"$RES/fixture.log" 2>&1 <<'SQL'
create schema if not exists graphql_public;
grant usage on schema graphql_public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
SQL
mkdir -p "$W/fixture"
cp "$SUITE"/test/supabase/migrations/*.sql "$SUITE/test/supabase/seed.sql" "$W/fixture/"
if [ "$HAVE_POSTGIS" = no ]; then
  log "PostGIS unavailable: leaving out the postgis extension and the shops table"
  for f in "$W"/fixture/*.sql; do
    node - "$f" <<'EOF'
const fs = require('fs'), f = process.argv[2];
const stmts = fs.readFileSync(f, 'utf8').split(/;\s*\n/);
const kept = stmts.filter((s) => !/create extension if not exists postgis|public\.shops|into shops/i.test(s));
fs.writeFileSync(f, kept.join(';\n'));
EOF
  done
fi
for f in "$W"/fixture/0*.sql "$W/fixture/seed.sql"; do
  log "fixture $(basename "$f")"
  "${PSQL[@]}" -d "$DB" -f "$f" >>"$RES/fixture.log" 2>&1
done

# ---------------------------------------------------------------- 5. server
env -i PATH="$PATH" HOME="${HOME:-/root}" \
  DATABASE_URL="$DB_URL" PEDBOOK_LISTEN="127.0.0.1:$API_PORT" API_URL="http://127.0.0.1:$API_PORT" \
  JWT_SECRET="$CLI_JWT_SECRET" PGRST_DB_SCHEMAS=public,personal,graphql_public \
  PGRST_DB_EXTRA_SEARCH_PATH=public,extensions PGRST_DB_ANON_ROLE=anon PGRST_DB_MAX_ROWS=1000 \
  PGRST_DB_PLAN_ENABLED=true PGRST_DB_TX_END=commit-allow-override PEDBOOK_LOG_LEVEL=info \
  "$PEDBOOK" serve >"$RES/server.log" 2>&1 &
SERVER=$!
PIDS+=("$SERVER")
for i in $(seq 1 120); do
  curl -fsS "http://127.0.0.1:$API_PORT/rest/v1/users?select=username&limit=1" >/dev/null 2>&1 && break
  kill -0 "$SERVER" 2>/dev/null || { log "server died"; tail -n 20 "$RES/server.log" >&2; exit 1; }
  [ "$i" = 120 ] && { log "server not ready"; exit 1; }
  sleep 0.5
done
log "pedbook serving on 127.0.0.1:$API_PORT"

# ---------------------------------------------------------------- 6. jest
cat >"$W/probe.js" <<'PROBE'
// pass-through: notes which test sent which request to the server under test
const fs = require('fs');
const out = process.env.PGJS_PROBE_OUT, port = ':' + process.env.PGJS_PROBE_PORT + '/';
const inner = globalThis.fetch;
if (inner && out) {
  globalThis.fetch = function probeFetch(input, init) {
    const url = typeof input === 'string' ? input : (input && (input.url || input.href)) || String(input);
    if (!url.includes(port)) return inner.apply(this, arguments);
    const st = expect.getState();
    const rec = { file: st.testPath, test: st.currentTestName || null,
      method: (init && init.method) || 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') };
    const note = (extra) => fs.appendFileSync(out, JSON.stringify(Object.assign(rec, extra)) + '\n');
    return inner.apply(this, arguments).then(
      (r) => { note({ status: r.status }); return r; },
      (e) => { note({ status: 'network-error' }); throw e; });
  };
}
PROBE
rm -f "$RES/jest.probe.jsonl"
log "jest (server suite, --ci, runInBand)"
(cd "$SUITE" && PGJS_PROBE_OUT="$RES/jest.probe.jsonl" PGJS_PROBE_PORT="$API_PORT" \
  timeout 2400 node node_modules/jest/bin/jest.js --ci --runInBand --coverage=false \
  --testPathIgnorePatterns='test/v12/' --setupFilesAfterEnv "$W/probe.js" \
  --json --outputFile="$RES/jest.json" >"$RES/jest.log" 2>&1) || true

# ---------------------------------------------------------------- 7. summary
[ -s "$RES/jest.json" ] || { log "jest wrote no results"; tail -n 30 "$RES/jest.log" >&2; exit 1; }
node - "$RES" "$SUITE" >"$RES/summary.md" <<'EOF'
const fs = require('fs'), path = require('path');
const [res, suite] = process.argv.slice(2);
const run = JSON.parse(fs.readFileSync(path.join(res, 'jest.json'), 'utf8'));
const rel = (f) => path.relative(suite, f);
const name = (t) => t.ancestorTitles.concat(t.title).join(' ');
const status = (s) => (['pending', 'todo', 'skipped', 'disabled'].includes(s) ? 'skipped' : s);
const reached = new Set(), hookFiles = new Set();
let probe = [];
try { probe = fs.readFileSync(path.join(res, 'jest.probe.jsonl'), 'utf8').split('\n').filter(Boolean).map(JSON.parse); } catch {}
for (const p of probe) { if (p.test) reached.add(rel(p.file) + '\t' + p.test); else hookFiles.add(rel(p.file)); }
const serverFiles = new Set(probe.map((p) => rel(p.file)));
const zero = () => ({ passed: 0, failed: 0, skipped: 0 });
const total = { server: zero(), unit: zero() };
const lines = ['| file | server: passed | failed | skipped | unit: passed | failed | skipped |', '|---|---|---|---|---|---|---|'];
const fails = [], rows = [];
for (const f of run.testResults.sort((a, b) => a.name.localeCompare(b.name))) {
  const file = rel(f.name), c = { server: zero(), unit: zero() };
  if (f.assertionResults.length === 0 && f.status === 'failed')
    fails.push(`## ${file}: FILE FAILED TO RUN\n${(f.message || '').split('\n').slice(0, 30).join('\n')}\n`);
  for (const t of f.assertionResults) {
    const st = status(t.status), key = file + '\t' + name(t);
    // a server test sent a request to the server; a skipped test counts as one when its file
    // holds server tests (it sent nothing because it did not run)
    const kind = reached.has(key) || (st === 'skipped' && serverFiles.has(file)) ? 'server' : 'unit';
    c[kind][st]++; total[kind][st]++;
    rows.push([file, kind, st, name(t)].join('\t'));
    if (st === 'failed')
      fails.push(`## ${file} [${kind}] ${t.ancestorTitles.concat(t.title).join(' › ')}\n${(t.failureMessages || []).join('\n').split('\n').slice(0, 40).join('\n')}\n`);
  }
  const s = c.server, u = c.unit;
  lines.push(`| ${file}${hookFiles.has(file) ? ' (hooks reach the server)' : ''} | ${s.passed} | ${s.failed} | ${s.skipped} | ${u.passed} | ${u.failed} | ${u.skipped} |`);
}
const sum = (n, x) => `${n}: ${x.passed + x.failed + x.skipped} total, ${x.passed} passed, ${x.failed} failed, ${x.skipped} skipped`;
lines.push('', sum('tests that reached the server', total.server), sum('tests that did not (client-only)', total.unit));
lines.push('', `jest: ${run.numTotalTests} tests, ${run.numPassedTests} passed, ${run.numFailedTests} failed, ${run.numPendingTests + (run.numTodoTests || 0)} skipped; ${run.numFailedTestSuites} of ${run.numTotalTestSuites} files failed`);
console.log(lines.join('\n'));
fs.writeFileSync(path.join(res, 'failures.txt'), fails.join('\n'));
fs.writeFileSync(path.join(res, 'tests.tsv'), 'file\tkind\tstatus\ttest\n' + rows.join('\n') + '\n');
EOF
cat "$RES/summary.md"
log "details: $RES/failures.txt, $RES/tests.tsv, server log $RES/server.log"
