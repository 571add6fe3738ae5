package vecino

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// ReasonCodes are the rejection reasons (docs/PRODUCT.md §5); the frontend
// translates them.
var ReasonCodes = []string{"duplicate", "not_enough_evidence", "outside_city", "private_information", "not_safety_issue", "other"}

// MaxNote caps a transition's or resolution's note.
const MaxNote = 2000

// rule is one row of the workflow table: who may move a report from one
// status to another, and what they must say.
type rule struct {
	from, to   Status
	role       Role
	needReason bool // a reason code (rejections)
	needNote   bool // a free-text note
}

// workflow is docs/PRODUCT.md §5's table, the only source of allowed moves.
var workflow = []rule{
	{StatusScreening, StatusPending, RoleReporterAdmin, false, false},
	{StatusScreening, StatusRejected, RoleReporterAdmin, true, false},
	{StatusPending, StatusApproved, RoleReviewer, false, false},
	{StatusPending, StatusRejected, RoleReviewer, true, false},
	{StatusPending, StatusScreening, RoleReviewer, false, true},
	{StatusApproved, StatusRejected, RoleReviewerAdmin, true, false},
	{StatusRejected, StatusPending, RoleReviewerAdmin, false, false},
}

// Transition is a requested move of a report.
type Transition struct {
	From, To   Status
	ReasonCode string
	Note       string
}

// CheckTransition says whether a user with roles may make t. It returns
// EFORBIDDEN when the table has the move but not for these roles, EINVALID
// for a move the table does not have or a missing reason or note, and nil
// when allowed. Roles are taken exactly, except that a reviewer_admin holds
// every power of a reviewer (docs/PRODUCT.md §1): an owner acts only through
// roles they hold.
func CheckTransition(t Transition, roles []Role) error {
	i := slices.IndexFunc(workflow, func(r rule) bool { return r.from == t.From && r.to == t.To })
	if i < 0 {
		return &Error{Code: EINVALID, Message: "A report cannot move from " + string(t.From) + " to " + string(t.To) + ".",
			Fields: map[string]string{"to": FieldNotAllowed}}
	}
	r := workflow[i]
	if !holds(roles, r.role) {
		return Errorf(EFORBIDDEN, "Your role cannot make this change.")
	}
	fe := FieldErrors{}
	if r.needReason && !slices.Contains(ReasonCodes, t.ReasonCode) {
		if t.ReasonCode == "" {
			fe.Add("reason_code", FieldRequired)
		} else {
			fe.Add("reason_code", FieldInvalidFormat)
		}
	}
	if !r.needReason && t.ReasonCode != "" {
		fe.Add("reason_code", FieldNotAllowed)
	}
	note := strings.TrimSpace(t.Note)
	if r.needNote && note == "" {
		fe.Add("note", FieldRequired)
	}
	if r.needReason && t.ReasonCode == "other" && note == "" {
		fe.Add("note", FieldRequired)
	}
	if utf8.RuneCountInString(note) > MaxNote {
		fe.Add("note", FieldTooLong)
	}
	return fe.Err()
}

// holds reports whether roles include role, a reviewer_admin counting as a
// reviewer too.
func holds(roles []Role, role Role) bool {
	return slices.Contains(roles, role) || (role == RoleReviewer && slices.Contains(roles, RoleReviewerAdmin))
}

// AllowedMoves lists the statuses a user with roles may move a report in
// from to, for showing the right buttons.
func AllowedMoves(from Status, roles []Role) []Status {
	var out []Status
	for _, r := range workflow {
		if r.from == from && holds(roles, r.role) {
			out = append(out, r.to)
		}
	}
	return out
}

// ReviewStatusFor is the status a reviewing role works on: screening for
// reporter admins, pending for reviewers (docs/PRODUCT.md §5).
func ReviewStatusFor(role Role) Status {
	if role == RoleReporterAdmin {
		return StatusScreening
	}
	return StatusPending
}
