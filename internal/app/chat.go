package app

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/vecino-city/vecino/internal/chat"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Answerer answers a free question with a system prompt (chat.LLM).
type Answerer interface {
	Answer(ctx context.Context, system, question string) (string, error)
}

// MaxChatQuestion is the longest free question, in characters.
const MaxChatQuestion = 500

// ChatAnswer is the reply to a free question; Source is "assistant" when an
// endpoint wrote it and "fixed" otherwise.
type ChatAnswer struct {
	Answer string `json:"answer"`
	Source string `json:"source"`
}

// chatOn refuses while the renter_chat flag is off for u (a visitor sees the
// global value).
func (a *App) chatOn(ctx context.Context, u *vecino.User) error {
	f, err := a.Store.Flag(ctx, "renter_chat")
	if err != nil {
		return err
	}
	on := f.Enabled
	if u != nil {
		on = vecino.FlagEnabled(*f, u.EffectiveRoles())
	}
	if !on || a.Chat == nil {
		return vecino.Errorf(vecino.ENOTFOUND, "The renter-protection assistant is not available.")
	}
	return nil
}

// ChatAssistants lists the assistants, one per renter-protection type.
func (a *App) ChatAssistants(ctx context.Context, u *vecino.User, lang string) ([]chat.Assistant, error) {
	if err := a.chatOn(ctx, u); err != nil {
		return nil, err
	}
	return a.Chat.Assistants(chat.Lang(lang)), nil
}

// ChatScript returns one type's conversation in lang with its resources.
func (a *App) ChatScript(ctx context.Context, u *vecino.User, typ, lang string) (*chat.View, error) {
	if err := a.chatOn(ctx, u); err != nil {
		return nil, err
	}
	rs, err := a.chatResources(ctx)
	if err != nil {
		return nil, err
	}
	v, ok := a.Chat.View(typ, chat.Lang(lang), rs)
	if !ok {
		return nil, vecino.Errorf(vecino.ENOTFOUND, "No assistant for this type.")
	}
	return v, nil
}

// ChatDraft writes the report draft and letter from a finished conversation.
// Nothing is stored: the tenant reviews the draft and files it as a report.
func (a *App) ChatDraft(ctx context.Context, u *vecino.User, typ, lang string, answers chat.Answers) (*chat.Draft, error) {
	if err := a.chatOn(ctx, u); err != nil {
		return nil, err
	}
	return a.Chat.Draft(typ, chat.Lang(lang), answers, a.Now().UTC().Add(14*time.Hour)) // the tenant's today, in any time zone
}

// ChatAsk answers a free question about typ: through the endpoint when one
// is configured, grounded in that type's content only, else (or when it
// fails) with the fixed answer pointing to the resources.
func (a *App) ChatAsk(ctx context.Context, u *vecino.User, typ, lang, question string) (*ChatAnswer, error) {
	if err := a.chatOn(ctx, u); err != nil {
		return nil, err
	}
	lang = chat.Lang(lang)
	if _, ok := a.Chat.Scripts[typ]; !ok {
		return nil, vecino.Errorf(vecino.ENOTFOUND, "No assistant for this type.")
	}
	question = strings.TrimSpace(question)
	fe := vecino.FieldErrors{}
	vecino.CheckLength(fe, "question", question, 1, MaxChatQuestion)
	if err := fe.Err(); err != nil {
		return nil, err
	}
	fixed := &ChatAnswer{Answer: a.Chat.FixedAnswer(lang), Source: "fixed"}
	if a.ChatLLM == nil {
		return fixed, nil
	}
	rs, err := a.chatResources(ctx)
	if err != nil {
		return nil, err
	}
	answer, err := a.ChatLLM.Answer(ctx, a.Chat.Prompt(typ, lang, rs), question)
	if err != nil {
		slog.Warn("chat assistant", "err", err)
		return fixed, nil
	}
	if utf8.RuneCountInString(answer) > 3000 {
		answer = string([]rune(answer)[:3000])
	}
	if note := a.Chat.Note(lang); !strings.Contains(answer, note) {
		answer += "\n\n" + note
	}
	return &ChatAnswer{Answer: answer, Source: "assistant"}, nil
}

// chatResources are the resources an owner set in the app, else the seeded
// ones (or CHAT_RESOURCES_FILE's).
func (a *App) chatResources(ctx context.Context) ([]chat.Resource, error) {
	rs, err := a.Store.ChatResources(ctx)
	if err != nil || len(rs) > 0 {
		return rs, err
	}
	return a.ChatResources, nil
}

// ChatResourceList is what the owner page shows: the resources in use and
// whether they are the owner's (Custom) or the seeded ones.
type ChatResourceList struct {
	Resources []chat.Resource `json:"resources"`
	Custom    bool            `json:"custom"`
}

// OwnerChatResources returns the resources in use.
func (a *App) OwnerChatResources(ctx context.Context) (*ChatResourceList, error) {
	rs, err := a.Store.ChatResources(ctx)
	if err != nil {
		return nil, err
	}
	if len(rs) > 0 {
		return &ChatResourceList{Resources: rs, Custom: true}, nil
	}
	return &ChatResourceList{Resources: append([]chat.Resource{}, a.ChatResources...), Custom: false}, nil
}

// SetChatResources checks rs (every entry, at least one) and stores it in
// place of the resources in use.
func (a *App) SetChatResources(ctx context.Context, rs []chat.Resource) (*ChatResourceList, error) {
	if len(rs) == 0 {
		return nil, &vecino.Error{Code: vecino.EINVALID, Message: "List at least one resource.", Fields: map[string]string{"resources": vecino.FieldRequired}}
	}
	if len(rs) > 100 {
		return nil, &vecino.Error{Code: vecino.EINVALID, Message: "At most 100 resources.", Fields: map[string]string{"resources": vecino.FieldTooLong}}
	}
	for i := range rs {
		rs[i].Name, rs[i].Phone, rs[i].Web = strings.TrimSpace(rs[i].Name), strings.TrimSpace(rs[i].Phone), strings.TrimSpace(rs[i].Web)
		rs[i].Description.EN, rs[i].Description.ES = strings.TrimSpace(rs[i].Description.EN), strings.TrimSpace(rs[i].Description.ES)
	}
	if problems := chat.Check(rs); len(problems) > 0 {
		// One field code per resource field ("resources.2.web"), which the
		// owner page shows next to that field in the user's language.
		fields := map[string]string{}
		for _, p := range problems {
			key := fmt.Sprintf("resources.%d.%s", p.Index, p.Field)
			if _, seen := fields[key]; !seen {
				fields[key] = p.Code
			}
		}
		return nil, &vecino.Error{Code: vecino.EINVALID, Message: chat.CheckResources(rs).Error(), Fields: fields}
	}
	if err := a.Store.ReplaceChatResources(ctx, rs); err != nil {
		return nil, err
	}
	return a.OwnerChatResources(ctx)
}

// ResetChatResources goes back to the seeded resources.
func (a *App) ResetChatResources(ctx context.Context) (*ChatResourceList, error) {
	if err := a.Store.ReplaceChatResources(ctx, nil); err != nil {
		return nil, err
	}
	return a.OwnerChatResources(ctx)
}
