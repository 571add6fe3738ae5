package sqlstore_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
)

// TestMigrateRefusesNewerSchema: a database that a newer binary migrated
// (a version in schema_migrations this binary does not carry) is refused
// before anything changes, with a message that says what to do.
func TestMigrateRefusesNewerSchema(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		known, err := db.KnownMigrations()
		if err != nil || len(known) == 0 {
			t.Fatalf("KnownMigrations = %v, %v", known, err)
		}
		applied, err := db.AppliedMigrations(ctx)
		if err != nil || len(applied) != len(known) || applied[len(applied)-1] != known[len(known)-1] {
			t.Fatalf("AppliedMigrations = %v, %v; want %v", applied, err, known)
		}
		last := known[len(known)-1].Version
		if _, err := db.SQL().Exec(`INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, 'from_the_future', '2030-01-01T00:00:00Z')`, last+1); err != nil {
			t.Fatal(err)
		}
		_, err = db.Migrate(ctx)
		var tooNew *sqlstore.SchemaTooNewError
		if !errors.As(err, &tooNew) || tooNew.Have != last+1 || tooNew.Known != last {
			t.Fatalf("Migrate on a newer schema: %v", err)
		}
		for _, want := range []string{"newer Vecino", "restore a backup"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("message %q lacks %q", err, want)
			}
		}
	})
}

// TestAppliedMigrationsOnEmptyDatabase: a database never migrated has none.
func TestAppliedMigrationsOnEmptyDatabase(t *testing.T) {
	for _, d := range sqlstoretest.Dialects() {
		t.Run(string(d), func(t *testing.T) {
			db, err := sqlstore.Open(sqlstoretest.URL(t, d))
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			applied, err := db.AppliedMigrations(ctx)
			if err != nil || len(applied) != 0 {
				t.Fatalf("AppliedMigrations = %v, %v", applied, err)
			}
		})
	}
}
