// Package chat holds the renter-protection assistant: one guided
// conversation per tenant-rights type, kept as data (content/*.json, English
// and Spanish side by side), the local resources it points to, the report
// draft and letter it writes from the answers, and an optional client for an
// OpenAI-compatible endpoint that answers free questions from the same
// content. It imports only the domain.
package chat

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/vecino-city/vecino/internal/vecino"
)

// Text is a string in English and Spanish.
type Text = vecino.LocalizedText

// Step kinds.
const (
	KindChoice = "choice" // one quick reply; each option may branch
	KindMulti  = "multi"  // any number of quick replies, then next
	KindText   = "text"   // a free text answer
	KindDate   = "date"   // a calendar date (YYYY-MM-DD), not in the future
	KindInfo   = "info"   // something to read, then next
)

// End is the step id that finishes a conversation (the draft follows).
const End = "end"

// Draft fields a step's answer may fill.
const (
	FieldWhat     = "what"
	FieldStarted  = "started_at"
	FieldAddress  = "building_address"
	FieldUnit     = "unit"
	FieldLandlord = "landlord_name"
)

// Option is a quick reply.
type Option struct {
	Value string `json:"value"`
	Label Text   `json:"label"`
	Next  string `json:"next,omitempty"` // choice only; empty follows the step's next
}

// Step is one message of the assistant and the answer it expects.
type Step struct {
	ID       string   `json:"id"`
	Kind     string   `json:"kind"`
	Prompt   Text     `json:"prompt"`
	Options  []Option `json:"options,omitempty"`
	Next     string   `json:"next,omitempty"`
	Optional bool     `json:"optional,omitempty"` // text only: may be skipped
	Field    string   `json:"field,omitempty"`    // the draft field the answer fills
	Max      int      `json:"max,omitempty"`      // text only: longest answer in characters
	// Summary labels the answer in the report's description; without it the
	// answer is left out (Field answers go in their own fields).
	Summary *Text `json:"summary,omitempty"`
}

// Script is the conversation for one renter-protection type.
type Script struct {
	Type        string `json:"type"`
	Description Text   `json:"description"` // one line for the list of assistants
	Rights      []Text `json:"rights"`      // plain-words explanation, paragraphs
	Start       string `json:"start"`
	Steps       []Step `json:"steps"`
	NextSteps   []Text `json:"next_steps"`
	Ask         Text   `json:"ask"` // what the letter asks the landlord to do
}

// Common is what every conversation shares: the disclaimer, the questions
// every tenant organiser asks (entered at "what"), the fixed answer to a free
// question, and the letter's wording.
type Common struct {
	Disclaimer  Text   `json:"disclaimer"`
	Entry       string `json:"entry"`
	Steps       []Step `json:"steps"`
	FixedAnswer Text   `json:"fixed_answer"`
	LLMNote     Text   `json:"llm_note"`
	Letter      Letter `json:"letter"`
	SinceLabel  Text   `json:"since_label"`
}

// Letter is the wording of the letter or complaint summary; {placeholders}
// are filled from the answers.
type Letter struct {
	Greeting       Text `json:"greeting"`         // {landlord}
	GreetingNoName Text `json:"greeting_no_name"` // when no landlord was given
	Body           Text `json:"body"`             // {address} {unit} {problem} {what} {since}
	UnitPart       Text `json:"unit_part"`        // {unit}
	Closing        Text `json:"closing"`
}

//go:embed content/*.json
var contentFS embed.FS

// Content is every script with the shared parts. The local resources are
// not content: a city lists its own (CHAT_RESOURCES_FILE or the owner page;
// deploy/chat-resources.example.json shows the format), and none ship.
type Content struct {
	Common  Common
	Scripts map[string]*Script          // by type slug
	steps   map[string]map[string]*Step // type → id → step (its own and the common ones)
}

// Load reads the embedded content and checks it (Validate).
func Load() (*Content, error) {
	c := &Content{Scripts: map[string]*Script{}}
	if err := readJSON(contentFS, "content/_common.json", &c.Common); err != nil {
		return nil, err
	}
	for _, t := range Types() {
		s := &Script{}
		if err := readJSON(contentFS, "content/"+t+".json", s); err != nil {
			return nil, err
		}
		c.Scripts[t] = s
	}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return c, nil
}

func readJSON(fsys fs.FS, name string, v any) error {
	b, err := fs.ReadFile(fsys, name)
	if err != nil {
		return fmt.Errorf("chat content: %w", err)
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("chat content %s: %w", path.Base(name), err)
	}
	return nil
}

// Types are the renter-protection type slugs of the catalog, in its order.
func Types() []string {
	c, _ := vecino.CategoryBySlug(vecino.CategoryRenterProtection)
	var out []string
	for _, t := range c.Types {
		out = append(out, t.Slug)
	}
	return out
}

// Label is the catalog's name of a renter-protection type.
func Label(typ string) Text {
	_, t, ok := vecino.LookupType(vecino.CategoryRenterProtection, typ)
	if !ok || t == nil {
		return Text{EN: typ, ES: typ}
	}
	return t.Label
}

// step finds a step of typ's conversation (its own or a common one).
func (c *Content) step(typ, id string) *Step { return c.steps[typ][id] }

// index builds the step lookup of every script.
func (c *Content) index() {
	c.steps = map[string]map[string]*Step{}
	for t, s := range c.Scripts {
		m := map[string]*Step{}
		for i := range c.Common.Steps {
			m[c.Common.Steps[i].ID] = &c.Common.Steps[i]
		}
		for i := range s.Steps {
			m[s.Steps[i].ID] = &s.Steps[i]
		}
		c.steps[t] = m
	}
}

// Pick returns the text in lang (es or en).
func Pick(t Text, lang string) string {
	if lang == "es" {
		return t.ES
	}
	return t.EN
}

// Lang is "es" for Spanish and "en" for anything else.
func Lang(s string) string {
	if strings.HasPrefix(strings.ToLower(s), "es") {
		return "es"
	}
	return "en"
}

// texts lists every localized string of the content with where it is, for
// the validator.
func (c *Content) texts() map[string]Text {
	out := map[string]Text{}
	addSteps := func(prefix string, steps []Step) {
		for _, st := range steps {
			p := prefix + st.ID
			out[p+".prompt"] = st.Prompt
			if st.Summary != nil {
				out[p+".summary"] = *st.Summary
			}
			for _, o := range st.Options {
				out[p+".options."+o.Value] = o.Label
			}
		}
	}
	cm := c.Common
	for k, v := range map[string]Text{"disclaimer": cm.Disclaimer, "fixed_answer": cm.FixedAnswer, "llm_note": cm.LLMNote,
		"since_label": cm.SinceLabel, "letter.greeting": cm.Letter.Greeting, "letter.greeting_no_name": cm.Letter.GreetingNoName,
		"letter.body": cm.Letter.Body, "letter.unit_part": cm.Letter.UnitPart, "letter.closing": cm.Letter.Closing} {
		out["common."+k] = v
	}
	addSteps("common.", cm.Steps)
	for t, s := range c.Scripts {
		out[t+".description"] = s.Description
		out[t+".ask"] = s.Ask
		for i, r := range s.Rights {
			out[fmt.Sprintf("%s.rights.%d", t, i)] = r
		}
		for i, n := range s.NextSteps {
			out[fmt.Sprintf("%s.next_steps.%d", t, i)] = n
		}
		addSteps(t+".", s.Steps)
	}
	return out
}

// sortedKeys returns m's keys in order, for stable messages.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
