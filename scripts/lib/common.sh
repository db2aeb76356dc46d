# shellcheck shell=bash
# Shared helpers for scripts/run and scripts/test: locating or installing the tools PedBook
# needs (PostgreSQL server binaries, the mail catcher, Chromium) and starting them privately
# under .data/. Sourced, not executed.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
DATA_DIR="${PEDBOOK_DATA_DIR:-$ROOT/.data}"

say() { printf '\033[1;34m[pedbook]\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31m[pedbook] error:\033[0m %s\n' "$*" >&2; exit 1; }

need_cmd() {
  command -v "$1" >/dev/null 2>&1 || die "$1 is required but not installed ($2)"
}

apt_updated=0
apt_install() {
  if ! command -v apt-get >/dev/null 2>&1; then
    die "cannot install $* automatically: apt-get is not available; install it by hand"
  fi
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || die "installing $* needs root (no sudo found); install it by hand"
    sudo="sudo"
  fi
  if [ "$apt_updated" = 0 ]; then
    say "apt-get update"
    # Another apt (unattended upgrades, a second script) may hold the lock: wait for it.
    $sudo apt-get -o DPkg::Lock::Timeout=600 update -qq >/dev/null || die "apt-get update failed while installing $*"
    apt_updated=1
  fi
  say "apt-get install $*"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "$@" >/dev/null \
    || die "apt-get install $* failed"
}

# pg_bin_dir prints the directory of the newest installed PostgreSQL server binaries,
# installing Debian's postgresql package when there are none.
pg_bin_dir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$dir" ] || [ ! -x "$dir/postgres" ]; then
    apt_install postgresql postgresql-contrib
    dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  fi
  [ -x "$dir/postgres" ] || die "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin"
  local share
  share="$("$dir/pg_config" --sharedir 2>/dev/null || echo /usr/share/postgresql/"$(basename "$(dirname "$dir")")")"
  if [ ! -f "$share/extension/pg_trgm.control" ]; then
    apt_install postgresql-contrib
  fi
  echo "$dir"
}

# The cluster cannot run as root (initdb refuses): run it as the postgres system user when we
# are root, creating that user if the machine has none.
pg_run_as() {
  if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

# pg_start DIR PORT: initialise (once) and start a private cluster listening on 127.0.0.1:PORT
# with trust authentication on loopback. Sets PG_BIN.
pg_start() {
  local dir="$1" port="$2"
  PG_BIN="$(pg_bin_dir)"
  mkdir -p "$dir"
  if [ "$(id -u)" -eq 0 ]; then
    pg_run_as true
    chown postgres: "$dir"
    chmod 700 "$dir"
    # postgres must be able to reach the directory.
    local p; p=$(dirname "$dir")
    while [ "$p" != "/" ]; do chmod o+x "$p" 2>/dev/null || true; p=$(dirname "$p"); done
  fi
  if [ ! -f "$dir/PG_VERSION" ]; then
    say "initialising PostgreSQL cluster in $dir"
    pg_run_as "$PG_BIN/initdb" -D "$dir" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir.initdb.log" 2>&1 \
      || { cat "$dir.initdb.log" >&2; die "initdb failed"; }
  fi
  if pg_run_as "$PG_BIN/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
    pg_run_as "$PG_BIN/pg_ctl" -D "$dir" stop -m fast >/dev/null 2>&1 || true
  fi
  say "starting PostgreSQL on 127.0.0.1:$port"
  pg_run_as "$PG_BIN/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -c port=$port -k /tmp -c max_connections=200 -c fsync=${PG_FSYNC:-on}" start >/dev/null \
    || { tail -n 30 "$dir/server.log" >&2; die "PostgreSQL failed to start on port $port"; }
}

pg_stop() {
  local dir="$1"
  [ -n "${PG_BIN:-}" ] || return 0
  pg_run_as "$PG_BIN/pg_ctl" -D "$dir" stop -m fast >/dev/null 2>&1 || true
}

# Mail catcher (MailDev from npm), installed once under scripts/mail/node_modules.
mail_install() {
  need_cmd npm "install Node.js and npm"
  if [ ! -x "$ROOT/scripts/mail/node_modules/.bin/maildev" ]; then
    say "installing MailDev (npm)"
    (cd "$ROOT/scripts/mail" && npm ci --no-audit --no-fund --loglevel=error >/dev/null) || die "npm ci for MailDev failed"
  fi
}

# mail_start SMTP_PORT WEB_PORT LOGFILE: sets MAIL_PID.
mail_start() {
  local smtp="$1" web="$2" log="$3"
  mail_install
  "$ROOT/scripts/mail/node_modules/.bin/maildev" --ip 127.0.0.1 --smtp "$smtp" --web "$web" --mail-directory "$DATA_DIR/mail-$smtp" >"$log" 2>&1 &
  MAIL_PID=$!
  local i
  for i in $(seq 1 100); do
    if curl -fsS "http://127.0.0.1:$web/email" >/dev/null 2>&1; then return 0; fi
    kill -0 "$MAIL_PID" 2>/dev/null || { cat "$log" >&2; die "MailDev failed to start"; }
    sleep 0.2
  done
  die "MailDev did not answer on port $web"
}

# port_busy PORT: something holds 127.0.0.1:PORT — a listener (another run's server, or one an
# earlier session left behind) or a live connection bound to it. TIME_WAIT remnants do not count:
# a listener may bind over them.
port_busy() {
  if command -v ss >/dev/null 2>&1; then
    [ -n "$(ss -Htan exclude time-wait "( sport = :$1 )" 2>/dev/null)" ]
  else
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
  fi
}

# busy_ports BASE OFFSET...: prints the ports BASE+OFFSET that are busy (empty when all are free).
busy_ports() {
  local base="$1" off busy=(); shift
  for off in "$@"; do port_busy $((base + off)) && busy+=($((base + off))); done
  echo "${busy[*]}"
}

# disk_free_mb PATH: megabytes free for an unprivileged writer on PATH's file system.
disk_free_mb() { df -Pm "$1" 2>/dev/null | awk 'NR == 2 { print $4 }'; }

# need_disk PATH MIN_MB WANT_MB WHAT: stop with a clear message when PATH's disk has less than
# MIN_MB free (WHAT would fail midway with ENOSPC, far from the cause); warn below WANT_MB.
need_disk() {
  local free; free=$(disk_free_mb "$1")
  [ -n "$free" ] || return 0
  if [ "$free" -lt "$2" ]; then
    die "only $free MB free on the disk of $1; $4 needs about $3 MB (PostgreSQL clusters, npm packages, builds). Free some space: old .data/test-* and .data/cluster-* folders of earlier runs can go."
  elif [ "$free" -lt "$3" ]; then
    say "warning: only $free MB free on the disk of $1; $4 needs about $3 MB"
  fi
}

# fail MESSAGE: report an error and return non-zero (the caller decides whether to stop).
fail() { printf '\033[1;31m[pedbook] error:\033[0m %s\n' "$*" >&2; return 1; }

# Build the pedbook binary into .data/bin.
build_pedbook() {
  need_cmd go "install Go 1.26 or newer"
  mkdir -p "$DATA_DIR/bin"
  say "building pedbook"
  (cd "$ROOT/cmd/pedbook" && go build -o "$DATA_DIR/bin/pedbook" .) || fail "go build failed (cd cmd/pedbook && go build .)"
}

# npm_deps DIR: install DIR's locked npm packages when missing or older than the lock file.
# `npm ci` first; npm 11 refuses lock files whose platform-specific optional packages
# (Tailwind's oxide binaries) it did not record, so fall back to `npm install --no-save`,
# which installs the same locked versions without rewriting package-lock.json.
npm_deps() {
  local dir="$1"
  if [ -d "$dir/node_modules" ] && [ ! "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
    return 0
  fi
  need_cmd npm "install Node.js 20 and npm"
  say "installing npm packages in ${dir#$ROOT/}"
  (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error >/dev/null 2>&1) && return 0
  (cd "$dir" && npm install --no-save --no-audit --no-fund --loglevel=error >/dev/null) \
    || { fail "npm install in ${dir#$ROOT/} failed"; return 1; }
}

# Build the web app when it exists and its sources changed since the last build.
build_frontend() {
  [ -f "$ROOT/frontend/package.json" ] || return 0
  need_cmd npm "install Node.js and npm"
  local stamp="$DATA_DIR/frontend.stamp" sum
  sum=$(cd "$ROOT/frontend" && find . -path ./node_modules -prune -o -path ./dist -prune -o -path ./test-results -prune -o -path ./android -prune -o -path ./ios -prune -o -type f -print0 | sort -z | xargs -0 sha1sum | sha1sum | cut -d' ' -f1)
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$sum" ] && [ -f "$ROOT/frontend/dist/index.html" ]; then
    return 0
  fi
  npm_deps "$ROOT/frontend" || return 1
  say "building the web app"
  (cd "$ROOT/frontend" && npm run build --silent >/dev/null) || { fail "frontend build failed (cd frontend && npm run build)"; return 1; }
  echo "$sum" >"$stamp"
}
