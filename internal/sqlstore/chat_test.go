package sqlstore_test

import (
	"reflect"
	"testing"

	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

func TestChatResources(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		if rs, err := db.ChatResources(ctx); err != nil || len(rs) != 0 {
			t.Fatalf("fresh = %v, %v", rs, err)
		}
		want := []vecino.ChatResource{
			{Name: "B line", Description: vecino.LocalizedText{EN: "Help", ES: "Ayuda"}, Phone: "311", Languages: []string{"en", "es"}},
			{Name: "A clinic", Description: vecino.LocalizedText{EN: "Lead", ES: "Plomo"}, Web: "https://a.example", Languages: []string{"zh"},
				Types: []string{"lead-safety-violations", "habitability-failures"}},
		}
		if err := db.ReplaceChatResources(ctx, want); err != nil {
			t.Fatal(err)
		}
		if err := db.ReplaceChatResources(ctx, want); err != nil { // replacing again keeps one copy, in order
			t.Fatal(err)
		}
		got, err := db.ChatResources(ctx)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("stored = %+v, %v", got, err)
		}
		if err := db.ReplaceChatResources(ctx, nil); err != nil {
			t.Fatal(err)
		}
		if rs, _ := db.ChatResources(ctx); len(rs) != 0 {
			t.Errorf("after clearing = %v", rs)
		}
	})
}
