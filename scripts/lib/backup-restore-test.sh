#!/usr/bin/env bash
# The backup/restore round trip (scripts/test's "backup" stage runs it; it also runs alone:
# scripts/lib/backup-restore-test.sh [PORT_BASE]).
#   1. a PedBook (migrate, seed, serve) on a fresh cluster whose login roles have passwords;
#      through the real HTTP API (supabase-js) a user with a password, a kept refresh token, a
#      prescription and a note; an ops change to the roles (a role-wide and a per-database
#      statement_timeout);
#   2. scripts/backup while it serves; then the source server and cluster are stopped;
#   3. why the roles are in the backup: pg_restore of the database alone into the new, empty
#      cluster fails (its owners and policies name roles that exist only cluster-wide);
#   4. scripts/restore into a second, empty cluster under another database name, whose
#      pg_hba asks every role but postgres for its password (a damaged copy of the file is
#      refused first; a second restore into the now non-empty database too);
#   5. the roles (attributes, password hashes, settings, memberships, parameter grants) and the
#      row count of every table equal the source's (and in a second restore into the same
#      cluster, whose roles then exist); `pedbook migrate` applies nothing;
#   6. `pedbook serve` on it, logging in as authenticator and supabase_auth_admin with the
#      source's passwords (no *_PASSWORD variable: only the restored hashes can let it in);
#      the user signs in with the existing password, the kept refresh token refreshes, the
#      prescription and the note read back as that user through REST.
# Ports: PORT_BASE (scripts/test's base) + 57 source PostgreSQL, +58 target PostgreSQL, +59 the
# API (source, then target: never both at once) — inside the range scripts/test reserves for
# the cluster stage's topology (+50…+69), in the gap scripts/cluster leaves free (+7…+9 of its
# own base), so scripts/test's port check covers them and no stage holds them at the same time.
set -uo pipefail
source "$(dirname "$0")/common.sh"

base="${1:-${PEDBOOK_TEST_PORT_BASE:-24330}}"
SRC_PG=$((base + 57)) DST_PG=$((base + 58)) SRC_API=$((base + 59)) DST_API=$((base + 59))
busy=$(busy_ports "$base" 57 58 59)
[ -z "$busy" ] || die "ports $busy are in use: stop what holds them (ss -tanp) or choose another port base"
dir="$DATA_DIR/backup-test-$base"
# What an earlier stage of scripts/test exported for its own server must not leak in.
unset API_URL ANON_KEY SERVICE_ROLE_KEY JWT_SECRET DB_URL MAIL_WEB_URL DATABASE_URL PEDBOOK_LISTEN \
  GOTRUE_SITE_URL API_EXTERNAL_URL PGRST_DB_URI GOTRUE_DB_DATABASE_URL AUTHENTICATOR_PASSWORD AUTH_ADMIN_PASSWORD \
  PEDBOOK_DB_READ_URL PEDBOOK_WEB_DIR PEDBOOK_ENV_FILE GOTRUE_SMTP_HOST GOTRUE_SMTP_PORT
export PG_FSYNC=off PEDBOOK_DRAIN_DELAY=0s GOTRUE_MAILER_AUTOCONFIRM=true

SERVER_PID="" ok=0
cleanup() {
  [ -n "$SERVER_PID" ] && kill -TERM "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null
  pg_stop "$dir/src"; pg_stop "$dir/dst"
  if [ "$ok" = 1 ]; then rm -rf "$dir"; else say "backup/restore test files kept in $dir"; fi
}
trap cleanup EXIT
check() { # check MESSAGE COMMAND...: run a check, stop the test at the first failure
  local what="$1"; shift
  "$@" || { fail "$what"; exit 1; }
}

# serve API_PORT LOG: start pedbook serve in the background, wait for /health.
serve() {
  PEDBOOK_LISTEN="127.0.0.1:$1" API_URL="http://127.0.0.1:$1" GOTRUE_SITE_URL="http://127.0.0.1:$1" \
    API_EXTERNAL_URL="http://127.0.0.1:$1/auth/v1" "$BIN" serve >>"$2" 2>&1 &
  SERVER_PID=$!
  local i
  for i in $(seq 1 150); do
    curl -fsS "http://127.0.0.1:$1/health" >/dev/null 2>&1 && return 0
    kill -0 "$SERVER_PID" 2>/dev/null || break
    sleep 0.2
  done
  tail -n 30 "$2"; return 1
}
stop_server() { kill -TERM "$SERVER_PID" && wait "$SERVER_PID"; SERVER_PID=""; }
# client create|verify API_PORT: the supabase-js side (scripts/supabase-js/backup/roundtrip.mjs).
client() {
  (cd "$ROOT/scripts/supabase-js" && PEDBOOK_ENV_FILE="$dir/keys.env" API_URL="http://127.0.0.1:$2" \
    node --experimental-websocket --no-warnings backup/roundtrip.mjs "$1" "$dir/state.json")
}
sql() { psql -X -q -A -t -v ON_ERROR_STOP=1 -d "$1" -c "$2"; }

# The roles as the cluster holds them, and every table's rows: equal before and after.
ROLES_SQL="
  select r.rolname, r.rolsuper, r.rolinherit, r.rolcreaterole, r.rolcreatedb, r.rolcanlogin, r.rolreplication,
         r.rolbypassrls, r.rolpassword is not null, md5(coalesce(r.rolpassword, '')),
         coalesce((select string_agg(coalesce(d.datname, '*') || ':' || array_to_string(s.setconfig, ','), ' ' order by d.datname nulls first)
                   from pg_db_role_setting s left join pg_database d on d.oid = s.setdatabase
                   where s.setrole = r.oid), ''),
         coalesce((select string_agg(g.rolname, ',' order by g.rolname) from pg_auth_members m join pg_roles g on g.oid = m.roleid
                   where m.member = r.oid), '')
  from pg_authid r where r.rolname in ('anon', 'authenticated', 'service_role', 'authenticator', 'supabase_auth_admin')
  union all select 'parameter ' || parname, null, null, null, null, null, null, null, null, array_to_string(paracl, ','), null, null
  from pg_parameter_acl order by 1"
# (count and an MD5 of the rows' text in order: the content, admin_edited_at stamps included — a
# trigger firing during the restore would change them — not only the number.)
COUNTS_SQL="
  select format('select %L || '' '' || count(*) || '' '' || coalesce(md5(string_agg(t::text, E''\\n'' order by t::text)), ''-'') from %I.%I t;',
                n.nspname || '.' || c.relname, n.nspname, c.relname)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') order by 1"
counts() { sql "$1" "$COUNTS_SQL" | psql -X -q -A -t -v ON_ERROR_STOP=1 -d "$1"; }

rm -rf "$dir"; mkdir -p "$dir"
build_pedbook || exit 1
BIN="$DATA_DIR/bin/pedbook"
npm_deps "$ROOT/scripts/supabase-js" || exit 1
"$BIN" keys -env-file "$dir/keys.env" >/dev/null || exit 1
set -a; source "$dir/keys.env"; set +a
auth_pw="authn-$RANDOM$RANDOM" admin_pw="authadm-$RANDOM$RANDOM"

say "1. a PedBook on a fresh cluster (port $SRC_PG), its data made through the HTTP API"
pg_start "$dir/src" "$SRC_PG"
SRC_URL="postgres://postgres@127.0.0.1:$SRC_PG/pedbook?sslmode=disable"
sql "postgres://postgres@127.0.0.1:$SRC_PG/postgres" "create database pedbook" || exit 1
(
  export DATABASE_URL="$SRC_URL" AUTHENTICATOR_PASSWORD="$auth_pw" AUTH_ADMIN_PASSWORD="$admin_pw"
  "$BIN" migrate >"$dir/src.log" 2>&1 && "$BIN" seed >>"$dir/src.log" 2>&1
) || { tail -n 30 "$dir/src.log"; exit 1; }
DATABASE_URL="$SRC_URL" AUTHENTICATOR_PASSWORD="$auth_pw" AUTH_ADMIN_PASSWORD="$admin_pw" serve "$SRC_API" "$dir/src.log" || exit 1
check "creating the user, prescription and note through the API failed" client create "$SRC_API"
# Changes ops make to roles (schema/0009 invites them): cluster-level, not in pg_dump's output.
sql "$SRC_URL" "alter role anon set statement_timeout = '4s'" || exit 1
sql "$SRC_URL" "alter role authenticated in database pedbook set statement_timeout = '7s'" || exit 1

say "2. scripts/backup of the running PedBook"
check "scripts/backup failed" env DATABASE_URL="$SRC_URL" "$ROOT/scripts/backup" -o "$dir/pedbook.tar"
check "the backup file is readable by others" test "$(stat -c %a "$dir/pedbook.tar")" = 600
stop_server
# Nothing writes once the server stopped: these are the backup's roles and rows.
sql "$SRC_URL" "$ROLES_SQL" >"$dir/roles.src" || exit 1
counts "$SRC_URL" >"$dir/counts.src" || exit 1
pg_stop "$dir/src"

say "3. the database alone cannot be restored into a new cluster (port $DST_PG): the roles must come first"
pg_start "$dir/dst" "$DST_PG"
ADMIN_URL="postgres://postgres@127.0.0.1:$DST_PG/postgres?sslmode=disable"
sql "$ADMIN_URL" "create database probe" || exit 1
tar -xf "$dir/pedbook.tar" -C "$dir" database.dump || exit 1
if pg_restore --exit-on-error --single-transaction -d "postgres://postgres@127.0.0.1:$DST_PG/probe" "$dir/database.dump" 2>"$dir/probe.err"; then
  fail "pg_restore without the roles succeeded: the backup's roles would not be needed"; exit 1
fi
check "pg_restore without the roles failed for another reason: $(cat "$dir/probe.err")" grep -qE 'role "[a-z_]+" does not exist' "$dir/probe.err"
sql "$ADMIN_URL" "drop database probe" || exit 1

say "4. scripts/restore into an empty database of the new cluster, passwords required"
# Every role but postgres logs in with its password (as a deployment that does not trust
# loopback): only the restored password hashes can let pedbook's pools in.
pg_run_as sh -c "printf '%s\n' 'local all all trust' 'host all postgres 127.0.0.1/32 trust' 'host all all 127.0.0.1/32 scram-sha-256' >'$dir/dst/pg_hba.conf'" || exit 1
pg_run_as "$PG_BIN/pg_ctl" -D "$dir/dst" reload >/dev/null || exit 1
sleep 0.5
sql "$ADMIN_URL" "create database pedbook_restored" || exit 1
DST_URL="postgres://postgres@127.0.0.1:$DST_PG/pedbook_restored?sslmode=disable"
# A damaged file (one byte more in the dump) is refused before anything is touched.
mkdir -p "$dir/damaged" && tar -xf "$dir/pedbook.tar" -C "$dir/damaged" && printf x >>"$dir/damaged/database.dump" \
  && tar -cf "$dir/damaged.tar" -C "$dir/damaged" manifest roles.sql database.dump || exit 1
check "scripts/restore accepted a damaged backup" \
  sh -c "! DATABASE_URL='$DST_URL' '$ROOT/scripts/restore' '$dir/damaged.tar' 2>'$dir/damaged.err' && grep -q 'is damaged: database.dump' '$dir/damaged.err'"
check "scripts/restore failed" env DATABASE_URL="$DST_URL" "$ROOT/scripts/restore" "$dir/pedbook.tar"
check "scripts/restore accepted a database that is no longer empty" \
  sh -c "! DATABASE_URL='$DST_URL' '$ROOT/scripts/restore' '$dir/pedbook.tar' 2>'$dir/again.err' && grep -q 'is not empty' '$dir/again.err'"

say "5. roles, row counts and migrations as before"
# The per-database setting was on database "pedbook": it is now on "pedbook_restored".
sed 's/\bpedbook:statement_timeout/pedbook_restored:statement_timeout/' "$dir/roles.src" >"$dir/roles.want"
sql "$DST_URL" "$ROLES_SQL" >"$dir/roles.dst" || exit 1
check "the restored roles differ from the source's: $(diff "$dir/roles.want" "$dir/roles.dst")" cmp -s "$dir/roles.want" "$dir/roles.dst"
check "ops' role change did not come back" grep -q '^anon|.*\*:statement_timeout=4s' "$dir/roles.dst"
counts "$DST_URL" >"$dir/counts.dst" || exit 1
check "table contents differ after the restore: $(diff "$dir/counts.src" "$dir/counts.dst")" cmp -s "$dir/counts.src" "$dir/counts.dst"
say "$(wc -l <"$dir/counts.dst") tables, $(awk '{ s += $2 } END { print s }' "$dir/counts.dst") rows: the same, row for row"
# Once more into a second database of the same cluster, whose roles now exist: none is created
# again, the restore still succeeds and brings the same rows.
sql "$ADMIN_URL" "create database pedbook_copy" || exit 1
COPY_URL="postgres://postgres@127.0.0.1:$DST_PG/pedbook_copy?sslmode=disable"
check "scripts/restore into a cluster that has the roles failed" \
  sh -c "DATABASE_URL='$COPY_URL' '$ROOT/scripts/restore' '$dir/pedbook.tar' 2>'$dir/copy.err' && grep -q 'roles: 0 created, 5 given' '$dir/copy.err'"
counts "$COPY_URL" >"$dir/counts.copy" || exit 1
check "table contents differ in the second restore: $(diff "$dir/counts.src" "$dir/counts.copy")" cmp -s "$dir/counts.src" "$dir/counts.copy"
sql "$ADMIN_URL" "drop database pedbook_copy" || exit 1
say "a second restore into the same cluster (its roles already there): created none, same rows"
check "authenticator logs in without its password" sh -c "! psql -X -w -d 'postgres://authenticator@127.0.0.1:$DST_PG/pedbook_restored' -c 'select 1' >/dev/null 2>&1"
DATABASE_URL="$DST_URL" "$BIN" migrate >"$dir/dst.log" 2>&1 || { tail -n 30 "$dir/dst.log"; exit 1; }
check "pedbook migrate on the restored database did not report applied_now=0" grep -q 'msg="migrations up to date" applied_now=0' "$dir/dst.log"
check "pedbook migrate applied something on the restored database: $(grep 'migration applied' "$dir/dst.log")" sh -c "! grep -q 'migration applied' '$dir/dst.log'"

say "6. pedbook serve on the restored database: the user, the tokens and the rows"
DATABASE_URL="$DST_URL" PGRST_DB_URI="postgres://authenticator:$auth_pw@127.0.0.1:$DST_PG/pedbook_restored?sslmode=disable" \
  GOTRUE_DB_DATABASE_URL="postgres://supabase_auth_admin:$admin_pw@127.0.0.1:$DST_PG/pedbook_restored?sslmode=disable" \
  serve "$DST_API" "$dir/dst.log" || exit 1
check "the restored PedBook does not serve the user's data" client verify "$DST_API"
check "pedbook serve applied a migration on the restored database" sh -c "! grep -q 'migration applied' '$dir/dst.log'"
stop_server
ok=1
say "backup and restore: ok"
