package chat

// Assistant is one entry of the list of assistants.
type Assistant struct {
	Type        string `json:"type"`
	Title       string `json:"title"`
	Description string `json:"description"`
}

// ViewOption is a quick reply in one language.
type ViewOption struct {
	Value string `json:"value"`
	Label string `json:"label"`
	Next  string `json:"next,omitempty"`
}

// ViewStep is a step in one language.
type ViewStep struct {
	ID       string       `json:"id"`
	Kind     string       `json:"kind"`
	Prompt   string       `json:"prompt"`
	Options  []ViewOption `json:"options,omitempty"`
	Next     string       `json:"next,omitempty"`
	Optional bool         `json:"optional,omitempty"`
	Field    string       `json:"field,omitempty"`
	Max      int          `json:"max,omitempty"`
}

// ViewResource is a resource in one language.
type ViewResource struct {
	Name        string   `json:"name"`
	Description string   `json:"description"`
	Phone       string   `json:"phone,omitempty"`
	Web         string   `json:"web,omitempty"`
	Languages   []string `json:"languages"`
}

// View is a whole conversation in one language, as the browser runs it.
type View struct {
	Type        string         `json:"type"`
	Lang        string         `json:"lang"`
	Title       string         `json:"title"`
	Description string         `json:"description"`
	Disclaimer  string         `json:"disclaimer"`
	Rights      []string       `json:"rights"`
	Start       string         `json:"start"`
	Steps       []ViewStep     `json:"steps"`
	NextSteps   []string       `json:"next_steps"`
	Resources   []ViewResource `json:"resources"`
}

// Assistants lists one assistant per type, in lang.
func (c *Content) Assistants(lang string) []Assistant {
	var out []Assistant
	for _, t := range Types() {
		out = append(out, Assistant{Type: t, Title: Pick(Label(t), lang), Description: Pick(c.Scripts[t].Description, lang)})
	}
	return out
}

// View returns typ's conversation in lang with the resources rs that help
// with it, or false for an unknown type.
func (c *Content) View(typ, lang string, rs []Resource) (*View, bool) {
	s, ok := c.Scripts[typ]
	if !ok {
		return nil, false
	}
	v := &View{Type: typ, Lang: lang, Title: Pick(Label(typ), lang), Description: Pick(s.Description, lang),
		Disclaimer: Pick(c.Common.Disclaimer, lang), Start: s.Start, Rights: picks(s.Rights, lang), NextSteps: picks(s.NextSteps, lang),
		Resources: []ViewResource{}}
	for _, st := range append(append([]Step{}, s.Steps...), c.Common.Steps...) {
		vs := ViewStep{ID: st.ID, Kind: st.Kind, Prompt: Pick(st.Prompt, lang), Next: st.Next, Optional: st.Optional, Field: st.Field, Max: st.Max}
		for _, o := range st.Options {
			vs.Options = append(vs.Options, ViewOption{Value: o.Value, Label: Pick(o.Label, lang), Next: o.Next})
		}
		v.Steps = append(v.Steps, vs)
	}
	for _, r := range rs {
		if r.For(typ) {
			v.Resources = append(v.Resources, ViewResource{Name: r.Name, Description: Pick(r.Description, lang), Phone: r.Phone, Web: r.Web, Languages: r.Languages})
		}
	}
	return v, true
}

func picks(ts []Text, lang string) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = Pick(t, lang)
	}
	return out
}
