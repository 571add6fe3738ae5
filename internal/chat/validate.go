package chat

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/vecino-city/vecino/internal/vecino"
)

// Validate checks the content: every script well-formed, every step reachable
// from the start and every step able to reach the end, every field known,
// every string present in English and Spanish with the same placeholders. It
// returns every problem at once.
func (c *Content) Validate() error {
	var p []string
	bad := func(format string, a ...any) { p = append(p, fmt.Sprintf(format, a...)) }
	for _, where := range sortedKeys(c.texts()) {
		t := c.texts()[where]
		if strings.TrimSpace(t.EN) == "" || strings.TrimSpace(t.ES) == "" {
			bad("%s: needs both English and Spanish", where)
		} else if !samePlaceholders(t.EN, t.ES) {
			bad("%s: English and Spanish use different {placeholders}", where)
		}
	}
	for _, t := range Types() {
		if c.Scripts[t] == nil {
			bad("%s: no script", t)
		}
	}
	common := map[string]bool{}
	for _, st := range c.Common.Steps {
		common[st.ID] = true
	}
	if !common[c.Common.Entry] {
		bad("common: entry %q is not a common step", c.Common.Entry)
	}
	fields := map[string]bool{}
	for _, st := range c.Common.Steps {
		if st.Field != "" {
			fields[st.Field] = !st.Optional
		}
	}
	if !fields[FieldWhat] || !fields[FieldAddress] {
		bad("common: the steps must ask, not optionally, for %s and %s", FieldWhat, FieldAddress)
	}
	c.index()
	for _, t := range sortedKeys(c.Scripts) {
		s := c.Scripts[t]
		if s.Type != t {
			bad("%s: file says type %q", t, s.Type)
		}
		if _, _, ok := vecino.LookupType(vecino.CategoryRenterProtection, t); !ok {
			bad("%s: not a renter-protection type of the catalog", t)
		}
		if len(s.Rights) == 0 || len(s.NextSteps) == 0 {
			bad("%s: needs rights and next steps", t)
		}
		seen := map[string]bool{}
		for _, st := range s.Steps {
			if seen[st.ID] || common[st.ID] || st.ID == End {
				bad("%s: step id %q used twice", t, st.ID)
			}
			seen[st.ID] = true
			if st.Field != "" {
				bad("%s.%s: only common steps fill draft fields", t, st.ID)
			}
		}
		for _, st := range append(slices.Clone(s.Steps), c.Common.Steps...) {
			for _, e := range c.checkStep(t, &st) {
				bad("%s.%s: %s", t, st.ID, e)
			}
		}
		if c.step(t, s.Start) == nil {
			bad("%s: start %q is not a step", t, s.Start)
			continue
		}
		reach := c.reachable(t, s.Start)
		for _, st := range append(slices.Clone(s.Steps), c.Common.Steps...) {
			if !reach[st.ID] {
				bad("%s.%s: never reached from the start", t, st.ID)
			} else if !c.reachable(t, st.ID)[End] {
				bad("%s.%s: cannot reach the end", t, st.ID)
			}
		}
	}
	if len(p) > 0 {
		return errors.New("chat content:\n  " + strings.Join(p, "\n  "))
	}
	return nil
}

// checkStep returns what is wrong with one step of typ's conversation.
func (c *Content) checkStep(typ string, st *Step) []string {
	var p []string
	known := func(id string) bool { return id == End || c.step(typ, id) != nil }
	if st.ID == "" {
		p = append(p, "no id")
	}
	if st.Next != "" && !known(st.Next) {
		p = append(p, fmt.Sprintf("next %q is not a step", st.Next))
	}
	switch st.Kind {
	case KindChoice, KindMulti:
		if len(st.Options) < 2 {
			p = append(p, "needs at least two options")
		}
		values := map[string]bool{}
		for _, o := range st.Options {
			if o.Value == "" || values[o.Value] {
				p = append(p, fmt.Sprintf("option value %q empty or repeated", o.Value))
			}
			values[o.Value] = true
			switch {
			case o.Next != "" && st.Kind == KindMulti:
				p = append(p, "options of a multi step cannot branch")
			case o.Next != "" && !known(o.Next):
				p = append(p, fmt.Sprintf("option %q goes to %q, not a step", o.Value, o.Next))
			case o.Next == "" && st.Next == "":
				p = append(p, fmt.Sprintf("option %q leads nowhere", o.Value))
			}
		}
	case KindText, KindDate, KindInfo:
		if len(st.Options) > 0 {
			p = append(p, "only choice and multi steps have options")
		}
		if st.Next == "" {
			p = append(p, "needs next")
		}
	default:
		p = append(p, fmt.Sprintf("unknown kind %q", st.Kind))
	}
	switch st.Field {
	case "", FieldWhat, FieldAddress, FieldUnit, FieldLandlord:
		if st.Field != "" && st.Kind != KindText {
			p = append(p, "text fields come from text steps")
		}
	case FieldStarted:
		if st.Kind != KindDate {
			p = append(p, "started_at comes from a date step")
		}
	default:
		p = append(p, fmt.Sprintf("unknown field %q", st.Field))
	}
	if st.Kind == KindText && st.Max <= 0 {
		p = append(p, "a text step needs max")
	}
	if st.Optional && st.Kind != KindText && st.Kind != KindDate {
		p = append(p, "only text and date steps can be optional")
	}
	return p
}

// successors are the steps that can follow st.
func successors(st *Step) []string {
	var out []string
	if st.Next != "" {
		out = append(out, st.Next)
	}
	for _, o := range st.Options {
		if o.Next != "" {
			out = append(out, o.Next)
		}
	}
	return out
}

// reachable is every step id (and End) reachable from id, itself included.
func (c *Content) reachable(typ, id string) map[string]bool {
	seen := map[string]bool{}
	var walk func(string)
	walk = func(id string) {
		if seen[id] {
			return
		}
		seen[id] = true
		if st := c.step(typ, id); st != nil {
			for _, n := range successors(st) {
				walk(n)
			}
		}
	}
	walk(id)
	return seen
}

var placeholder = regexp.MustCompile(`\{[a-z_]+\}`)

func samePlaceholders(a, b string) bool {
	pa, pb := placeholder.FindAllString(a, -1), placeholder.FindAllString(b, -1)
	slices.Sort(pa)
	slices.Sort(pb)
	return slices.Equal(slices.Compact(pa), slices.Compact(pb))
}
