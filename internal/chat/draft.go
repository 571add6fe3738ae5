package chat

import (
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/vecino-city/vecino/internal/vecino"
)

// Answers are the replies of a conversation by step id: one value for
// choice, text and date steps, any number for multi steps.
type Answers map[string][]string

// Draft is the renter-protection report the conversation leads to, for the
// tenant to review and file through the report API, and a letter to send the
// landlord, in the conversation's language.
type Draft struct {
	Category        string `json:"category"`
	Type            string `json:"type"`
	BuildingAddress string `json:"building_address"`
	Unit            string `json:"unit"`
	LandlordName    string `json:"landlord_name"`
	StartedAt       string `json:"started_at"` // YYYY-MM-DD, or empty
	Description     string `json:"description"`
	Letter          string `json:"letter"`
}

// Draft follows typ's conversation through answers from the start to the
// end and writes the draft in lang. An answer that is missing or not allowed
// on the way is an EINVALID error naming its step; answers off the path are
// ignored.
func (c *Content) Draft(typ, lang string, answers Answers, now time.Time) (*Draft, error) {
	s, ok := c.Scripts[typ]
	if !ok {
		return nil, vecino.Errorf(vecino.ENOTFOUND, "No assistant for this type.")
	}
	d := &Draft{Category: vecino.CategoryRenterProtection, Type: typ}
	fe := vecino.FieldErrors{}
	var what string
	var lines []string
	id := s.Start
	for guard := 0; id != End && guard <= len(c.steps[typ]); guard++ {
		st := c.step(typ, id)
		a := answers[id]
		next, text, code := st.Next, "", ""
		switch st.Kind {
		case KindChoice:
			code = vecino.FieldRequired
			if len(a) == 1 {
				if i := slices.IndexFunc(st.Options, func(o Option) bool { return o.Value == a[0] }); i >= 0 {
					code, text = "", Pick(st.Options[i].Label, lang)
					next = cmpOr(st.Options[i].Next, st.Next)
				}
			}
		case KindMulti:
			var labels []string
			for _, o := range st.Options {
				if slices.Contains(a, o.Value) {
					labels = append(labels, Pick(o.Label, lang))
				}
			}
			if len(labels) == 0 || len(labels) != len(slices.Compact(slices.Sorted(slices.Values(a)))) {
				code = vecino.FieldRequired
			}
			text = strings.Join(labels, ", ")
		case KindText:
			text = strings.TrimSpace(first(a))
			switch n := utf8.RuneCountInString(text); {
			case n == 0 && !st.Optional:
				code = vecino.FieldRequired
			case n > st.Max:
				code = vecino.FieldTooLong
			}
		case KindDate:
			text = strings.TrimSpace(first(a))
			if t, err := time.Parse(time.DateOnly, text); text != "" && err != nil {
				code = vecino.FieldInvalidFormat
			} else if text != "" && t.After(now) {
				code = "in_future"
			} else if text == "" && !st.Optional {
				code = vecino.FieldRequired
			}
		}
		if code != "" {
			fe.Add(id, code)
			return nil, fe.Err()
		}
		switch st.Field {
		case FieldWhat:
			what = text
		case FieldAddress:
			d.BuildingAddress = text
		case FieldUnit:
			d.Unit = text
		case FieldLandlord:
			d.LandlordName = text
		case FieldStarted:
			d.StartedAt = text
		}
		if st.Summary != nil && text != "" {
			lines = append(lines, Pick(*st.Summary, lang)+": "+text)
		}
		id = next
	}
	if id != End {
		return nil, vecino.Errorf(vecino.EINVALID, "The conversation does not end.")
	}
	title := Pick(Label(typ), lang)
	desc := title + "\n\n" + what
	if d.StartedAt != "" {
		lines = append([]string{Pick(c.Common.SinceLabel, lang) + ": " + vecino.FormatDateOnly(lang, d.StartedAt)}, lines...)
	}
	if len(lines) > 0 {
		desc += "\n\n" + strings.Join(lines, "\n")
	}
	d.Description = truncate(desc, vecino.MaxDescription)
	d.Letter = c.letter(s, lang, d, title, what)
	return d, nil
}

// letter writes the letter or complaint summary to the landlord.
func (c *Content) letter(s *Script, lang string, d *Draft, title, what string) string {
	l := c.Common.Letter
	unit := ""
	if d.Unit != "" {
		unit = fill(Pick(l.UnitPart, lang), map[string]string{"unit": d.Unit})
	}
	greeting := Pick(l.GreetingNoName, lang)
	if d.LandlordName != "" {
		greeting = fill(Pick(l.Greeting, lang), map[string]string{"landlord": d.LandlordName})
	}
	body := fill(Pick(l.Body, lang), map[string]string{"address": d.BuildingAddress, "unit_part": unit,
		"problem": strings.ToLower(title), "what": what, "since": vecino.FormatDateOnly(lang, d.StartedAt)})
	return strings.Join([]string{greeting, body, Pick(s.Ask, lang), Pick(l.Closing, lang)}, "\n\n")
}

func fill(s string, values map[string]string) string {
	for k, v := range values {
		s = strings.ReplaceAll(s, "{"+k+"}", v)
	}
	return s
}

func truncate(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

func first(a []string) string {
	if len(a) == 0 {
		return ""
	}
	return a[0]
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
