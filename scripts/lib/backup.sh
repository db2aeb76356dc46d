# shellcheck shell=bash
# Shared by scripts/backup and scripts/restore (sourced, not executed): the archive's layout and
# the PostgreSQL client tools they run.
#
# A PedBook backup is one tar file holding
#   manifest       key=value lines: format, when, source server and database, tools, migrations
#   roles.sql      pg_dumpall --roles-only: the cluster-level roles (anon, authenticated,
#                  service_role, authenticator, supabase_auth_admin and any others) with their
#                  attributes, password hashes, ALTER ROLE … SET settings and memberships
#   database.dump  pg_dump --format=custom of the database (schema, data, grants, policies,
#                  the database's own settings and ALTER ROLE … IN DATABASE settings)

BACKUP_FORMAT="pedbook-backup-1"

# pg_client_bin: the directory of the newest PostgreSQL client tools on this machine
# (PEDBOOK_PG_BIN wins). pg_dump must be at least as new as the server it dumps.
pg_client_bin() {
  if [ -n "${PEDBOOK_PG_BIN:-}" ]; then
    [ -x "$PEDBOOK_PG_BIN/pg_dump" ] || die "PEDBOOK_PG_BIN=$PEDBOOK_PG_BIN has no pg_dump"
    echo "$PEDBOOK_PG_BIN"; return
  fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | while read -r d; do [ -x "$d/pg_dump" ] && echo "$d"; done | tail -n 1)
  if [ -z "$dir" ] && command -v pg_dump >/dev/null 2>&1; then dir=$(dirname "$(command -v pg_dump)"); fi
  [ -n "$dir" ] || die "pg_dump, pg_dumpall, pg_restore and psql are needed (apt-get install postgresql-client)"
  echo "$dir"
}

# tool_major BIN: the major version of a client tool (pg_dump (PostgreSQL) 15.8 → 15).
tool_major() { "$1" --version | sed -E 's/.* ([0-9]+)(\.[0-9]+)*.*/\1/' | head -n 1; }

# q URL SQL: one value from the database (no psqlrc, unaligned, tuples only, stop on error).
q() { "$PGB/psql" -X -q -A -t -v ON_ERROR_STOP=1 -d "$1" -c "$2"; }

# require_superuser URL WHAT: both scripts read and write what only a superuser may (role
# password hashes in pg_authid, every table past row-level security, event triggers).
require_superuser() {
  local su
  su=$(q "$1" "select rolsuper from pg_roles where rolname = current_user") || die "cannot connect to DATABASE_URL"
  [ "$su" = t ] || die "$2 needs a superuser in DATABASE_URL (it reads role password hashes and every table past row-level security); $(q "$1" "select current_user") is not one"
}

# server_major URL: the server's major version (150008 → 15).
server_major() { echo $(( $(q "$1" "show server_version_num") / 10000 )); }
