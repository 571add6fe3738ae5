package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/vecino-city/vecino/internal/ratelimit"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Quotas bound what one account, or one client address, may file. The
// buckets live in the rate-limit counter (shared through PostgreSQL). A
// request filed through Open311 counts as a filing of the owner who made the
// key and of the address that sent it (docs/open311.md), so a key can file no
// more than its creator could through the web app.
type Quotas struct {
	FilePerAccount ratelimit.Limit // reports filed per account
	FilePerAddress ratelimit.Limit // reports filed per client address
	OpenScreening  int             // reports one reporter may have in screening at once
	StorageBytes   int64           // bytes of files one account may have filed, ever
}

// DefaultQuotas leave room for a busy resident (a report every few minutes
// for an hour) and a shared address (a library's Wi-Fi), not for a script.
var DefaultQuotas = Quotas{
	FilePerAccount: ratelimit.Limit{Burst: 20, Per: time.Hour},
	FilePerAddress: ratelimit.Limit{Burst: 60, Per: time.Hour},
	OpenScreening:  30,
	StorageBytes:   1 << 30,
}

// checkFilingQuotas refuses a new report from u of incoming bytes (web
// filings, and Open311 filings in the name of the key's creator) while a
// quota is spent: the open-report cap, the storage quota, and the account's
// and the address's buckets, without spending anything: only a report that
// is filed spends a token (spendFilingQuotas), so a filing refused for its
// content or lost to a full photo volume costs the reporter nothing.
// Filings checked at the same moment may pass one bucket's last token
// together; each reporter has at most a few uploads in flight.
func (a *App) checkFilingQuotas(ctx context.Context, u *vecino.User, incoming int64) error {
	q := a.Quotas
	open, stored, err := a.Store.ReporterUsage(ctx, u.ID)
	if err != nil {
		return err
	}
	if open >= q.OpenScreening {
		return &vecino.Error{Code: vecino.ERATELIMITED, RetryAfter: time.Hour, Fields: map[string]string{"reports": "too_many_open"},
			Message: "You have many reports waiting for screening. Please wait until the team has looked at them."}
	}
	if stored+incoming > q.StorageBytes {
		return &vecino.Error{Code: vecino.ETOOLARGE, Fields: map[string]string{"photos": "quota_exceeded"},
			Message: "Your account has used its space for photos and documents."}
	}
	return a.takeFilingTokens(ctx, u, 0)
}

// spendFilingQuotas takes a token from u's account and address buckets
// for a report just filed; a failure is logged (the report is stored).
func (a *App) spendFilingQuotas(ctx context.Context, u *vecino.User) {
	if err := a.takeFilingTokens(ctx, u, 1); err != nil && vecino.ErrorCode(err) != vecino.ERATELIMITED {
		slog.WarnContext(ctx, "spend filing quota", "err", err)
	}
}

// takeFilingTokens takes n tokens (0: checks that one is left) from the
// account's and the address's filing buckets.
func (a *App) takeFilingTokens(ctx context.Context, u *vecino.User, n int) error {
	for _, b := range []struct {
		key   string
		limit ratelimit.Limit
	}{{"file-account:" + u.ID, a.Quotas.FilePerAccount}, {"file-address:" + clientOf(ctx), a.Quotas.FilePerAddress}} {
		if b.key == "file-address:" {
			continue // not over HTTP
		}
		ok, wait, err := a.Counter.Take(ctx, b.key, b.limit, n)
		if err != nil {
			return err
		}
		if !ok {
			return &vecino.Error{Code: vecino.ERATELIMITED, RetryAfter: wait,
				Message: "You have filed many reports in a short time. Please wait and try again."}
		}
	}
	return nil
}
