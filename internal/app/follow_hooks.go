package app

import "context"

// onStillThere is called after a reporter answers that their report's
// problem is still there (recorded, followers told).
func (a *App) onStillThere(ctx context.Context, reportID string) error {
	// wired to department redelivery at merge
	return nil
}
