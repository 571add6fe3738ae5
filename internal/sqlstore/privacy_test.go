package sqlstore_test

import (
	"errors"
	"testing"

	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// TestTombstoneIsNoUser: the account deleted reporters' published reports
// move to is in no list or count, takes no role, and cannot be deleted or
// enabled.
func TestTombstoneIsNoUser(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		mustUser(t, db, "ana@example.org")
		users, _, err := db.ListUsers(ctx, vecino.UserFilter{})
		if err != nil || len(users) != 1 {
			t.Fatalf("users = %v, %v; want only ana", users, err)
		}
		if st, err := db.Stats(ctx); err != nil || st.Residents != 1 {
			t.Errorf("residents = %d, %v; want 1", st.Residents, err)
		}
		if err := db.GrantRole(ctx, vecino.DeletedUserID, vecino.RoleOwner, nil); vecino.ErrorCode(err) != vecino.ENOTFOUND {
			t.Errorf("grant to the tombstone: %v", err)
		}
		if err := db.SetDisabled(ctx, vecino.DeletedUserID, false); vecino.ErrorCode(err) != vecino.ENOTFOUND {
			t.Errorf("enable the tombstone: %v", err)
		}
		if _, err := db.DeleteUser(ctx, vecino.DeletedUserID, nil); vecino.ErrorCode(err) != vecino.ENOTFOUND {
			t.Errorf("delete the tombstone: %v", err)
		}
		if _, err := db.DeleteUser(ctx, "01900000-0000-7000-8000-000000000000", nil); vecino.ErrorCode(err) != vecino.ENOTFOUND {
			t.Errorf("delete no one: %v", err)
		}
	})
}

// TestRetentionSettings: the defaults until an owner sets the policy, then
// the policy; the database refuses figures out of range.
func TestRetentionSettings(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		r, err := db.Retention(ctx)
		if err != nil || r.OriginalsMonths != 12 || r.ClosedMonths != 24 {
			t.Fatalf("default = %+v, %v", r, err)
		}
		if _, err := db.SetRetention(ctx, vecino.Retention{OriginalsMonths: 3, ClosedMonths: 6}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.SetRetention(ctx, vecino.Retention{OriginalsMonths: 6, ClosedMonths: 9}); err != nil {
			t.Fatal(err)
		}
		if r, err = db.Retention(ctx); err != nil || r.OriginalsMonths != 6 || r.ClosedMonths != 9 || r.UpdatedAt.IsZero() {
			t.Errorf("stored = %+v, %v", r, err)
		}
		if _, err := db.SetRetention(ctx, vecino.Retention{OriginalsMonths: 0, ClosedMonths: 9}); err == nil {
			t.Error("the database took 0 months")
		}
		var ve *vecino.Error
		if err := (vecino.Retention{OriginalsMonths: 121, ClosedMonths: 0}).Validate(); !errors.As(err, &ve) || len(ve.Fields) != 2 {
			t.Errorf("Validate = %v", err)
		}
	})
}
