package api

import (
	"context"
	"log/slog"
	"net/http"
	"time"
)

// backgroundTimeout bounds work done after the answer (a slow SMTP server).
const backgroundTimeout = time.Minute

// background runs f after the handler has answered, on a copy of r (the original must not
// be used once the handler returns) whose context is not cancelled with the request.
// Failures are logged; Wait blocks until every such job has finished.
func (a *API) background(what string, r *http.Request, f func(ctx context.Context, r *http.Request) error) {
	rc := r.Clone(context.WithoutCancel(r.Context()))
	a.jobs.Add(1)
	go func() {
		defer a.jobs.Done()
		ctx, cancel := context.WithTimeout(rc.Context(), backgroundTimeout)
		defer cancel()
		if err := f(ctx, rc.WithContext(ctx)); err != nil {
			a.Log.LogAttrs(ctx, slog.LevelError, what+" failed", slog.String("error", errorText(err)))
		}
	}()
}

// Wait blocks until the work started after answers (emails) is done: at shutdown, and in
// tests before looking at the mailbox.
func (a *API) Wait() { a.jobs.Wait() }

// errorText is an error with its internal cause, for the log.
func errorText(err error) string {
	if he, ok := err.(*HTTPError); ok && he.Cause != nil {
		return he.Message + ": " + he.Cause.Error()
	}
	return err.Error()
}
