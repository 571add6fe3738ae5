package vecino

import (
	"fmt"
	"slices"
	"testing"
)

// TestWorkflowTable tries every pair of statuses with every role and checks
// the outcome against docs/PRODUCT.md §5, written out independently here. A
// reviewer_admin holds every power of a reviewer.
func TestWorkflowTable(t *testing.T) {
	reviewers := []Role{RoleReviewer, RoleReviewerAdmin}
	allowed := map[string][]Role{
		"screening>pending":  {RoleReporterAdmin},
		"screening>rejected": {RoleReporterAdmin},
		"pending>approved":   reviewers,
		"pending>rejected":   reviewers,
		"pending>screening":  reviewers,
		"approved>rejected":  {RoleReviewerAdmin},
		"rejected>pending":   {RoleReviewerAdmin},
	}
	for _, from := range Statuses {
		for _, to := range Statuses {
			key := fmt.Sprintf("%s>%s", from, to)
			for _, role := range Roles {
				tr := Transition{From: from, To: to, ReasonCode: "", Note: "checked on site"}
				if to == StatusRejected {
					tr.ReasonCode = "duplicate"
				}
				err := CheckTransition(tr, []Role{role})
				want, inTable := allowed[key]
				switch {
				case !inTable && ErrorCode(err) != EINVALID:
					t.Errorf("%s by %s: %v, want invalid (not in the table)", key, role, err)
				case inTable && slices.Contains(want, role) && err != nil:
					t.Errorf("%s by %s: %v, want allowed", key, role, err)
				case inTable && !slices.Contains(want, role) && ErrorCode(err) != EFORBIDDEN:
					t.Errorf("%s by %s: %v, want forbidden", key, role, err)
				}
			}
		}
	}
}

func TestTransitionReasonsAndNotes(t *testing.T) {
	admin := []Role{RoleReporterAdmin}
	reviewer := []Role{RoleReviewer}
	cases := []struct {
		name  string
		t     Transition
		roles []Role
		field string
		code  string
	}{
		{"reject needs a reason", Transition{From: StatusScreening, To: StatusRejected}, admin, "reason_code", FieldRequired},
		{"unknown reason", Transition{From: StatusScreening, To: StatusRejected, ReasonCode: "ugly"}, admin, "reason_code", FieldInvalidFormat},
		{"other needs a note", Transition{From: StatusScreening, To: StatusRejected, ReasonCode: "other"}, admin, "note", FieldRequired},
		{"send back needs a note", Transition{From: StatusPending, To: StatusScreening, Note: "  "}, reviewer, "note", FieldRequired},
		{"no reason on approval", Transition{From: StatusPending, To: StatusApproved, ReasonCode: "duplicate"}, reviewer, "reason_code", FieldNotAllowed},
		{"long note", Transition{From: StatusPending, To: StatusApproved, Note: string(make([]byte, MaxNote+1))}, reviewer, "note", FieldTooLong},
	}
	for _, c := range cases {
		err := CheckTransition(c.t, c.roles)
		e, ok := err.(*Error)
		if !ok || e.Fields[c.field] != c.code {
			t.Errorf("%s: %v, want %s=%s", c.name, err, c.field, c.code)
		}
	}
	if got := AllowedMoves(StatusPending, []Role{RoleReviewerAdmin}); len(got) != 3 {
		t.Errorf("AllowedMoves(pending, reviewer) = %v", got)
	}
	if got := AllowedMoves(StatusApproved, []Role{RoleOwner}); len(got) != 0 {
		t.Errorf("an owner without review roles may move: %v", got)
	}
}
