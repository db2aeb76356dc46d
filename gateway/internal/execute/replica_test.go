package execute

import (
	"errors"
	"testing"
	"time"
)

func TestReplicaSkippedAfterFailure(t *testing.T) {
	now := time.Unix(1000, 0)
	r := &Replica{now: func() time.Time { return now }}
	if !r.up() {
		t.Fatal("a new replica is not up")
	}
	r.markDown(errors.New("refused"))
	if r.up() {
		t.Fatal("a failed replica is still tried")
	}
	now = now.Add(ReplicaRetry - time.Millisecond)
	if r.up() {
		t.Fatal("retried before ReplicaRetry")
	}
	now = now.Add(time.Millisecond)
	if !r.up() {
		t.Fatal("not retried after ReplicaRetry")
	}
}
