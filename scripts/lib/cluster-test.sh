# shellcheck shell=bash
# The cluster stage of scripts/test (sourced by it): scripts/cluster with two instances behind
# HAProxy, PgBouncer in transaction mode and a streaming replica, then
#   1. every instance's listener passed its start-up NOTIFY self-check;
#   2. the supabase-js suites pass through the load balancer (round-robin), with no 26000/42P05
#      anywhere (instances, PgBouncer, PostgreSQL) and requests served by both instances
#      (reads on the primary: see below);
#   3. a 30 s loopback load (wrk, 4 connections) during a rolling restart — which turns reads
#      on the replica on — gets no non-2xx answer and no socket error;
#   4. scripts/supabase-js/cluster/cluster.mjs: session and refresh rotation across instances,
#      the per-address email limit across instances, a new table on every instance within 1 s
#      of the NOTIFY, the documented failure of the default exec modes behind PgBouncer, reads
#      with the replica stopped.
# Ports: PEDBOOK_TEST_PORT_BASE + 50 … + 69 (see scripts/cluster).

cluster_tests() {
  local base=$((BASE + 50)) rc=0
  export PEDBOOK_CLUSTER_PORT_BASE=$base
  local dir="$DATA_DIR/cluster-$base"
  [ -x /usr/bin/wrk ] || apt_install wrk
  npm_deps "$ROOT/scripts/supabase-js" || return 1
  (
    # Not the single server's settings an earlier stage exported (they would pass through to
    # the instances): the cluster sets its own URLs, keys, database and mail.
    unset API_URL ANON_KEY SERVICE_ROLE_KEY JWT_SECRET DB_URL MAIL_WEB_URL DATABASE_URL PEDBOOK_LISTEN \
      GOTRUE_SITE_URL API_EXTERNAL_URL GOTRUE_WEBAUTHN_RP_ID GOTRUE_WEBAUTHN_RP_ORIGINS
    # The suites' limits (as start_server sets them); the email interval is 1 s for the suites.
    export GOTRUE_MAILER_AUTOCONFIRM=true GOTRUE_SMTP_MAX_FREQUENCY=1s SUPER_ADMIN_EMAILS=super@pedbook.test
    export GOTRUE_RATE_LIMIT_TOKEN_REFRESH=100000 GOTRUE_RATE_LIMIT_VERIFY=100000 GOTRUE_RATE_LIMIT_OTP=100000
    export GOTRUE_RATE_LIMIT_PER_ADDRESS=100000 GOTRUE_RATE_LIMIT_SIGNUPS=100000/5m GOTRUE_RATE_LIMIT_SIGNIN_FAILURES=100000/5m
    export GOTRUE_RATE_LIMIT_SIGNIN_FAILURES_PER_IP=100000/5m GOTRUE_RATE_LIMIT_EMAIL_SENT=100000 PEDBOOK_REST_ANON_WRITE_RATE=100000
    export PEDBOOK_METRICS_TOKEN="test-metrics-$RANDOM$RANDOM" PG_FSYNC=off
    # The suites read right after writing, often from another client: through the
    # asynchronous replica such a read may miss the write by a millisecond (the documented
    # caveat). Making the replica synchronous (remote_apply) would lengthen every commit and
    # widen another race (an emailed code can arrive before its transaction commits, auth
    # sends inside it), so the suites read from the primary; the rolling restart below turns
    # the replica on for reads, and the load and the cross-instance checks run with it.
    export PEDBOOK_CLUSTER_READ_REPLICA=0
    "$ROOT/scripts/cluster" start 2 --fresh
  ) || { "$ROOT/scripts/cluster" stop; return 1; }

  cluster_checks "$dir" || rc=1
  "$ROOT/scripts/cluster" stop
  return $rc
}

# suite_env: the environment the suites (and the servers some of them spawn) run with.
# The cluster's own env file comes last: it must win over what an earlier stage of the same
# scripts/test run exported for its single server (API_URL, the keys, DB_URL, MAIL_WEB_URL),
# which the suites would otherwise prefer.
cluster_suite_env() {
  set -a; source "$1/instance.env"; source "$1/cluster.env"; set +a
  unset PEDBOOK_LISTEN
  export PEDBOOK_ENV_FILE="$1/cluster.env" PEDBOOK_DRAIN_DELAY=0s
}

cluster_checks() {
  local dir="$1" rc=0 i
  for i in 1 2; do
    grep -q "schema cache listener self-check passed" "$dir/pedbook$i.log" \
      || { fail "instance $i: no 'self-check passed' in its log"; rc=1; }
    # The start-up connection budget: asked through PgBouncer too (SHOW is passed on), the
    # pooled pools told apart, two instances within the primary's limit.
    grep -qE 'msg="connection budget".*\(primary\).*2 instance\(s\).*through a pooler' "$dir/pedbook$i.log" \
      || { fail "instance $i: no connection budget line for the primary (direct and through PgBouncer) in its log"; grep -i budget "$dir/pedbook$i.log"; rc=1; }
  done

  say "supabase-js suites through HAProxy → 2 instances → PgBouncer (transaction mode)"
  (cluster_suite_env "$dir"; cd "$ROOT/scripts/supabase-js" && node --experimental-websocket --no-warnings --test --test-concurrency=1 --test-reporter=dot) \
    || { fail "the supabase-js suites failed through the cluster"; rc=1; }
  local bad
  # The SQLSTATEs as pgx (SQLSTATE 26000) and the gateway's log (code=26000) write them: a bare
  # 26000 also occurs inside the random UUIDs of a logged request URI.
  bad=$(grep -hE '(SQLSTATE |code=)"?(26000|42P05)([^0-9A-Za-z]|$)|prepared statement .*(does not exist|already exists)' "$dir"/pedbook*.log "$dir/pgbouncer.log" "$dir/primary/server.log" | head -n 5)
  [ -z "$bad" ] || { fail "prepared-statement errors behind PgBouncer:"; echo "$bad"; rc=1; }
  for i in 1 2; do
    local n; n=$(grep -c 'msg=request ' "$dir/pedbook$i.log")
    say "instance $i served $n requests"
    [ "$n" -gt 100 ] || { fail "instance $i served only $n requests: the load balancer did not spread the suites"; rc=1; }
  done

  say "30 s of load (wrk, 4 connections) during a rolling restart"
  # From here the email interval is 60 s (the limit test needs it): the restart applies it.
  # The restart also sends reads to the replica from then on.
  set -a; source "$dir/cluster.env"; set +a
  sed -i -e 's/^GOTRUE_SMTP_MAX_FREQUENCY=.*/GOTRUE_SMTP_MAX_FREQUENCY=60s/' \
    -e "s|^PEDBOOK_DB_READ_URL=.*|PEDBOOK_DB_READ_URL=${REPLICA_DB_URL/postgres@/authenticator@}|" "$dir/instance.env"
  wrk -t 2 -c 4 -d 30s --latency -H "apikey: $ANON_KEY" "$API_URL/rest/v1/pedbook_feedback_types?select=id,name" >"$dir/wrk.txt" 2>&1 &
  local wrk_pid=$!
  sleep 5
  "$ROOT/scripts/cluster" rolling || { fail "rolling restart failed"; rc=1; }
  wait "$wrk_pid"
  cat "$dir/wrk.txt"
  if grep -qE 'Non-2xx|Socket errors' "$dir/wrk.txt"; then fail "requests failed during the rolling restart"; rc=1; fi
  grep -q 'requests in' "$dir/wrk.txt" || { fail "wrk did not run"; rc=1; }

  say "cross-instance checks (scripts/supabase-js/cluster/cluster.mjs)"
  (cluster_suite_env "$dir"; cd "$ROOT/scripts/supabase-js" && node --experimental-websocket --no-warnings --test --test-reporter=spec cluster/cluster.mjs) \
    || { fail "cross-instance checks failed"; rc=1; }
  [ $rc -eq 0 ] || say "cluster logs: $dir"
  return $rc
}
