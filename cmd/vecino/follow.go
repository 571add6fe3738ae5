package main

import (
	"context"
	"log/slog"

	"github.com/vecino-city/vecino/internal/app"
)

// followUps sends the area alerts that are due and asks "is it fixed?" of
// the reports four weeks public; serve runs it at start and the hourly
// sweep after that. Each instance runs it: the store's compare-and-sets and
// keys make a second instance's run send nothing twice.
func followUps(ctx context.Context, a *app.App) {
	if n, err := a.SendDigests(ctx); err != nil {
		slog.Warn("send area alert digests", "err", err)
	} else if n > 0 {
		slog.Info("queued area alert digests", "count", n)
	}
	if n, err := a.AskIsItFixed(ctx); err != nil {
		slog.Warn("ask whether reports are fixed", "err", err)
	} else if n > 0 {
		slog.Info("asked whether reports are fixed", "count", n)
	}
}
