package rest

import (
	"context"
	"testing"
)

// TestRPCEvaluatedOnce: a STABLE function called through /rpc runs once per request. (The
// response's row count once referenced the whole row of the flattened subquery, which made
// PostgreSQL evaluate the call a second time and doubled the search's latency.)
func TestRPCEvaluatedOnce(t *testing.T) {
	e := newEnv(t, nil)
	ctx := context.Background()
	conn := e.ownerConn()
	if _, err := conn.Exec(ctx, `
		create function fx.counted(x int) returns jsonb language plpgsql stable as $$
		declare
			n int := coalesce(nullif(current_setting('test.calls', true), ''), '0')::int + 1;
		begin
			-- Count the calls of this transaction and report them in a response header.
			perform set_config('test.calls', n::text, true);
			perform set_config('response.headers', json_build_array(json_build_object('X-Calls', n::text))::text, true);
			return jsonb_build_object('x', x);
		end $$;
		grant execute on function fx.counted(int) to anon;
		notify pgrst, 'reload schema'`); err != nil {
		t.Fatal(err)
	}
	var r resp
	waitFor(t, func() bool {
		r = e.do("POST", "/rpc/counted", `{"x": 3}`, "Content-Profile: fx", "Content-Type: application/json")
		return r.status == 200
	})
	if r.body != `{"x": 3}` {
		t.Fatalf("body %s", r.body)
	}
	if calls := r.header.Get("X-Calls"); calls != "1" {
		t.Fatalf("the function ran %s times for one request", calls)
	}
}
