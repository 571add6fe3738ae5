package chat

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
)

// LLM answers a free question through an OpenAI-compatible chat-completions
// endpoint (POST {URL}/chat/completions). The key stays on the server.
type LLM struct {
	URL     string // base address, for example https://api.openai.com/v1
	Model   string
	APIKey  string        // sent as a Bearer token when set
	Timeout time.Duration // per question; zero is 15 s
	Client  *http.Client  // nil is http.DefaultClient
}

// Answer sends the system prompt and the question and returns the reply.
func (l *LLM) Answer(ctx context.Context, system, question string) (string, error) {
	answer, _, err := l.answer(ctx, system, question)
	return answer, err
}

// answer is Answer with the tokens the endpoint says the call used (0 when
// it does not say).
func (l *LLM) answer(ctx context.Context, system, question string) (string, int, error) {
	timeout := l.Timeout
	if timeout <= 0 {
		timeout = 15 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	body, _ := json.Marshal(map[string]any{
		"model":       l.Model,
		"temperature": 0.2,
		"max_tokens":  500,
		"messages": []map[string]string{
			{"role": "system", "content": system},
			{"role": "user", "content": question},
		},
	})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimRight(l.URL, "/")+"/chat/completions", bytes.NewReader(body))
	if err != nil {
		return "", 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	if l.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+l.APIKey)
	}
	client := l.Client
	if client == nil {
		client = http.DefaultClient
	}
	res, err := client.Do(req)
	if err != nil {
		return "", 0, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return "", 0, fmt.Errorf("chat completions: HTTP %d", res.StatusCode)
	}
	var out struct {
		Choices []struct {
			Message struct {
				Content string `json:"content"`
			} `json:"message"`
		} `json:"choices"`
		Usage struct {
			TotalTokens int `json:"total_tokens"`
		} `json:"usage"`
	}
	if err := json.NewDecoder(io.LimitReader(res.Body, 1<<20)).Decode(&out); err != nil {
		return "", 0, fmt.Errorf("chat completions: %w", err)
	}
	if len(out.Choices) == 0 || strings.TrimSpace(out.Choices[0].Message.Content) == "" {
		return "", 0, errors.New("chat completions: empty answer")
	}
	return strings.TrimSpace(out.Choices[0].Message.Content), out.Usage.TotalTokens, nil
}

// Prompt is the system prompt for a free question about typ in lang: the
// instructions and only that type's content and resources.
func (c *Content) Prompt(typ, lang string, rs []Resource) string {
	v, ok := c.View(typ, lang, rs)
	if !ok {
		return ""
	}
	language := "English"
	if lang == "es" {
		language = "Spanish, addressing the tenant as tú"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "You help tenants with one topic: %s. Answer in %s, in a few short plain sentences. "+
		"Use only the information below; if it does not answer the question, say so and point to the resources listed. "+
		"Never invent laws, deadlines, phone numbers or addresses. Say that this is general information, not legal advice.\n\n", v.Title, language)
	b.WriteString("Rights:\n")
	for _, r := range v.Rights {
		b.WriteString("- " + r + "\n")
	}
	b.WriteString("Next steps:\n")
	for _, n := range v.NextSteps {
		b.WriteString("- " + n + "\n")
	}
	b.WriteString("Resources:\n")
	if len(v.Resources) == 0 {
		b.WriteString("- none listed: tell the tenant to look for free legal aid or a tenant organisation near them; name none.\n")
	}
	for _, r := range v.Resources {
		fmt.Fprintf(&b, "- %s: %s (phone %s, web %s, languages %s)\n", r.Name, r.Description, cmpOr(r.Phone, "none"), cmpOr(r.Web, "none"), strings.Join(r.Languages, ", "))
	}
	b.WriteString("Disclaimer: " + v.Disclaimer + "\n")
	return b.String()
}

// FixedAnswer is the answer to a free question without an endpoint.
func (c *Content) FixedAnswer(lang string) string { return Pick(c.Common.FixedAnswer, lang) }

// Note is the general-information note added to every generated answer.
func (c *Content) Note(lang string) string { return Pick(c.Common.LLMNote, lang) }
