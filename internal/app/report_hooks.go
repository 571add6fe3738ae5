package app

import "context"

// onReportUpdate is called after a department's update of a report is
// recorded (kind: acknowledged, in_progress, fixed, not_ours; note: its
// words). Followers (and, for "fixed", the reporter) hear of it; "not ours"
// is for staff to reroute, not news for the public.
func (a *App) onReportUpdate(ctx context.Context, reportID, kind, note string) error {
	switch kind {
	case "fixed":
		return a.NotifyFollowers(ctx, reportID, NoticeResolved, note)
	case "acknowledged", "in_progress":
		return a.NotifyFollowers(ctx, reportID, NoticeUpdate, note)
	}
	return nil
}

// onStillThere is called after a reporter answers that their report's
// problem is still there (recorded, followers told): the report goes to its
// department again.
func (a *App) onStillThere(ctx context.Context, reportID string) error {
	return a.Redeliver(ctx, reportID)
}
