package app

import "context"

// onReportUpdate is called after a department's update of a report is
// recorded (kind: acknowledged, in_progress, fixed, not_ours; note: its
// words).
// wired to follower notifications at merge
func (a *App) onReportUpdate(ctx context.Context, reportID, kind, note string) error {
	return nil
}
