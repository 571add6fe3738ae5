package demo_test

import (
	"context"
	"io"
	"strings"
	"testing"

	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/demo"
	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

func TestSeed(t *testing.T) {
	ctx := context.Background()
	db := sqlstoretest.Open(t, "sqlite")
	files, _ := filestore.NewLocal(t.TempDir())
	h := auth.NewHasherWithParams(1, auth.Params{Time: 1, Memory: 1024, Threads: 1})
	var out strings.Builder
	first, err := demo.Seed(ctx, db, h, files, &out)
	if err != nil {
		t.Fatal(err)
	}
	if len(first) != len(vecino.Roles) || !strings.Contains(out.String(), "owner@demo.vecino.city") {
		t.Fatalf("accounts = %+v\n%s", first, out.String())
	}
	for _, s := range vecino.Statuses {
		if n, _ := db.CountReports(ctx, s); n == 0 {
			t.Errorf("no demo report in %s", s)
		}
	}
	second, err := demo.Seed(ctx, db, h, files, &out)
	if err != nil {
		t.Fatal(err)
	}
	total, _ := db.CountReports(ctx, "")
	if total != 8 || second[0].Password == first[0].Password {
		t.Errorf("second seed: %d reports, same password %v", total, second[0].Password == first[0].Password)
	}
	u, hash, _ := db.UserByEmail(ctx, second[0].Email)
	if ok, _ := h.Verify(ctx, second[0].Password, hash); !ok || u.Roles[0] != vecino.RoleReporter {
		t.Errorf("printed password does not sign in")
	}
	reports, _, _ := db.ReportsByReporter(ctx, u.ID, "", "", 20)
	if len(reports) == 0 || len(reports[0].Photos) != 1 {
		t.Fatalf("demo reports lack photos")
	}
	f, err := files.Open(ctx, reports[0].Photos[0].ThumbKey())
	if err != nil {
		t.Fatalf("thumbnail file: %v", err)
	}
	f.Close()
}

func TestSeedNeighborhoods(t *testing.T) {
	ctx := context.Background()
	db := sqlstoretest.Open(t, "sqlite")
	files, _ := filestore.NewLocal(t.TempDir())
	h := auth.NewHasherWithParams(1, auth.Params{Time: 1, Memory: 1024, Threads: 1})
	if _, err := demo.Seed(ctx, db, h, files, io.Discard); err != nil {
		t.Fatal(err)
	}
	ns, err := db.Neighborhoods(ctx)
	if err != nil || len(ns) != 4 {
		t.Fatalf("neighbourhoods = %d, %v", len(ns), err)
	}
	total := 0
	for _, n := range ns {
		for _, c := range n.Counts {
			total += c
		}
	}
	if total != 8 {
		t.Errorf("demo reports in a neighbourhood: %d of 8", total)
	}
}
