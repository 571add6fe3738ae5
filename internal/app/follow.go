package app

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"log/slog"
	"net/url"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/mail"
	"github.com/vecino-city/vecino/internal/vecino"
)

// FixedQuestionAfter is how long after approval the reporter of a public
// report still unresolved is asked, once, whether it is fixed: four weeks,
// FixMyStreet's questionnaire interval.
const FixedQuestionAfter = 28 * 24 * time.Hour

// DigestEvery is how often an area alert's digest is sent (when there is
// something new); digestMax is the most reports one digest lists, the rest
// waiting for the next.
const (
	DigestEvery = 24 * time.Hour
	digestMax   = 50
)

// Kinds of news NotifyFollowers sends.
const (
	NoticeUpdate     = "update"
	NoticeResolved   = "resolved"
	NoticeStillThere = "still_there"
)

// SubscriptionView is a subscription as its subscriber sees it, named in
// both languages.
type SubscriptionView struct {
	ID        string            `json:"id"`
	Kind      string            `json:"kind"`
	Target    string            `json:"target"`
	Label     map[string]string `json:"label"` // en, es
	Confirmed bool              `json:"confirmed"`
	CreatedAt time.Time         `json:"created_at"`
}

// linkToken signs value for one purpose: the value (base64url), a dot,
// and an HMAC of purpose and value. Links sent by email carry it, so that
// they work without signing in and cannot be made for another value.
func (a *App) linkToken(purpose, value string) string {
	return base64.RawURLEncoding.EncodeToString([]byte(value)) + "." + a.Tokens.Sign("link/"+purpose+":"+value)
}

// linkValue reads a token made by linkToken for purpose; EINVALID (field
// token) when it is not one.
func (a *App) linkValue(purpose, tok string) (string, error) {
	v, sig, ok := strings.Cut(tok, ".")
	b, err := base64.RawURLEncoding.DecodeString(v)
	if !ok || err != nil || !a.Tokens.Verify("link/"+purpose+":"+string(b), sig) {
		return "", &vecino.Error{Code: vecino.EINVALID, Message: "This link is not valid.",
			Fields: map[string]string{"token": vecino.FieldInvalidFormat}}
	}
	return string(b), nil
}

// subscriptionsLink is the web page that handles a link of kind typ.
func (a *App) subscriptionsLink(lang, typ, tok string, extra ...string) string {
	u := "/" + lang + "/subscriptions?type=" + typ + "&token=" + url.QueryEscape(tok)
	for i := 0; i+1 < len(extra); i += 2 {
		u += "&" + extra[i] + "=" + url.QueryEscape(extra[i+1])
	}
	return a.link(u)
}

// UnsubscribeURL is the one-click unsubscribe address of a subscription
// (List-Unsubscribe): a POST there ends it; a GET is sent on to a page
// that asks first.
func (a *App) UnsubscribeURL(subID string) string {
	return a.link("/api/unsubscribe?token=" + url.QueryEscape(a.linkToken("unsubscribe", subID)))
}

// manageLink is the page listing every subscription of a subscriber: the
// signed-in settings for a user, a signed page for an address.
func (a *App) manageLink(lang, userID, email string) string {
	if userID != "" {
		return a.link("/dashboard/settings#subscriptions")
	}
	return a.subscriptionsLink(lang, "manage", a.linkToken("manage", email))
}

func publicReportLink(a *App, lang, id string) string {
	return a.link("/" + lang + "/public/violations/approved/" + id)
}

func subscriberLang(lang string) string {
	if lang == "es" {
		return "es"
	}
	return "en"
}

// Follow subscribes to a public report's news: a signed-in user at once; a
// visitor by email, active once they follow the link emailed to them. A
// report outside the public record (a renter-protection report, one not
// approved) is ENOTFOUND.
func (a *App) Follow(ctx context.Context, u *vecino.User, reportID, email, lang string) (*vecino.Subscription, error) {
	rep, err := a.Store.ReportByID(ctx, reportID)
	if err != nil {
		return nil, err
	}
	if !rep.IsPublic() {
		return nil, vecino.Errorf(vecino.ENOTFOUND, "Report not found.")
	}
	s := &vecino.Subscription{Kind: vecino.SubscribeReport, Target: rep.ID}
	return a.subscribe(ctx, u, s, email, lang, func(l string) string {
		about := mail.AboutReport(l, rep)
		return about.Type + ", " + about.Place + "\n" + publicReportLink(a, l, rep.ID)
	})
}

// Unfollow ends a user's subscription to a report (none: nothing to do).
func (a *App) Unfollow(ctx context.Context, u *vecino.User, reportID string) error {
	s, err := a.userSubscription(ctx, u, vecino.SubscribeReport, reportID)
	if err != nil || s == nil {
		return err
	}
	return a.Store.DeleteSubscription(ctx, s.ID)
}

// Following reports whether u follows the report: with a subscription, or
// as its reporter (who hears of their own reports without one).
func (a *App) Following(ctx context.Context, u *vecino.User, reportID string) (following, reporter bool, err error) {
	rep, err := a.Store.ReportByID(ctx, reportID)
	if err != nil {
		return false, false, err
	}
	if !rep.VisibleTo(u) {
		return false, false, vecino.Errorf(vecino.ENOTFOUND, "Report not found.")
	}
	s, err := a.userSubscription(ctx, u, vecino.SubscribeReport, reportID)
	return s != nil || rep.ReporterID == u.ID, rep.ReporterID == u.ID, err
}

func (a *App) userSubscription(ctx context.Context, u *vecino.User, kind, target string) (*vecino.Subscription, error) {
	subs, err := a.Store.Subscriptions(ctx, u.ID, "")
	if err != nil {
		return nil, err
	}
	for i := range subs {
		if subs[i].Kind == kind && subs[i].Target == target {
			return &subs[i], nil
		}
	}
	return nil, nil
}

// SubscribeArea subscribes to a daily digest of the reports newly approved
// in a neighbourhood (its id) or in the whole city (""), from now on.
func (a *App) SubscribeArea(ctx context.Context, u *vecino.User, neighborhood, email, lang string) (*vecino.Subscription, error) {
	names, err := a.areaNames(ctx, neighborhood)
	if err != nil {
		return nil, err
	}
	now := a.Now().UTC().Truncate(time.Microsecond)
	s := &vecino.Subscription{Kind: vecino.SubscribeArea, Target: neighborhood, DigestAt: &now}
	return a.subscribe(ctx, u, s, email, lang, func(l string) string {
		if l == "es" {
			return "Reportes nuevos en " + names["es"] + " (un resumen diario)"
		}
		return "New reports in " + names["en"] + " (a daily digest)"
	})
}

// areaNames names an area in both languages: a neighbourhood, or the city.
func (a *App) areaNames(ctx context.Context, id string) (map[string]string, error) {
	if id == "" {
		return map[string]string{"en": "the whole city", "es": "toda la ciudad"}, nil
	}
	ns, err := a.Store.Neighborhoods(ctx)
	if err != nil {
		return nil, err
	}
	for _, n := range ns {
		if n.ID == id {
			return map[string]string{"en": n.NameEN, "es": n.NameES}, nil
		}
	}
	return nil, &vecino.Error{Code: vecino.EINVALID, Message: "Choose a neighbourhood.",
		Fields: map[string]string{"neighborhood": vecino.FieldInvalidFormat}}
}

// subscribe stores s for u, or for email (then asks its owner to confirm:
// what says what it is about, in their language).
func (a *App) subscribe(ctx context.Context, u *vecino.User, s *vecino.Subscription, email, lang string,
	what func(lang string) string) (*vecino.Subscription, error) {
	if u != nil {
		s.UserID, s.Language = u.ID, subscriberLang(u.PreferredLanguage)
		return a.Store.Subscribe(ctx, s)
	}
	email = strings.TrimSpace(email)
	fe := vecino.FieldErrors{}
	auth.ValidateEmail(fe, email)
	if err := fe.Err(); err != nil {
		return nil, err
	}
	s.Email, s.Language = vecino.NormalizeEmail(email), subscriberLang(lang)
	got, err := a.Store.Subscribe(ctx, s)
	if err != nil || got.ConfirmedAt != nil {
		return got, err
	}
	link := a.subscriptionsLink(got.Language, "confirm", a.linkToken("confirm", got.ID))
	a.sendMail(mail.ConfirmSubscription(got.Language, a.AppName, got.Email, what(got.Language), link))
	return got, nil
}

// ConfirmSubscription activates the subscription named by a confirmation
// link.
func (a *App) ConfirmSubscription(ctx context.Context, tok string) (*SubscriptionView, error) {
	id, err := a.linkValue("confirm", tok)
	if err != nil {
		return nil, err
	}
	if err := a.Store.ConfirmSubscription(ctx, id); err != nil {
		return nil, err
	}
	s, err := a.Store.Subscription(ctx, id)
	if err != nil {
		return nil, err
	}
	return a.view(ctx, s), nil
}

// Unsubscribe ends the subscription named by an unsubscribe link; one
// already ended is no error (a second click, a mail client's and the
// reader's).
func (a *App) Unsubscribe(ctx context.Context, tok string) error {
	id, err := a.linkValue("unsubscribe", tok)
	if err != nil {
		return err
	}
	if err := a.Store.DeleteSubscription(ctx, id); err != nil && vecino.ErrorCode(err) != vecino.ENOTFOUND {
		return err
	}
	return nil
}

// Subscriptions lists u's subscriptions, or those of the address a manage
// link names (u nil).
func (a *App) Subscriptions(ctx context.Context, u *vecino.User, tok string) (email string, views []SubscriptionView, err error) {
	userID := ""
	if u != nil {
		userID, email = u.ID, u.Email
	} else if email, err = a.linkValue("manage", tok); err != nil {
		return "", nil, err
	}
	subs, err := a.Store.Subscriptions(ctx, userID, email)
	if err != nil {
		return "", nil, err
	}
	views = make([]SubscriptionView, 0, len(subs))
	for i := range subs {
		views = append(views, *a.view(ctx, &subs[i]))
	}
	return email, views, nil
}

// RemoveSubscription ends one of u's subscriptions, or one of the address
// a manage link names; anyone else's is ENOTFOUND.
func (a *App) RemoveSubscription(ctx context.Context, u *vecino.User, tok, id string) error {
	s, err := a.Store.Subscription(ctx, id)
	if err != nil {
		return err
	}
	if u != nil {
		if s.UserID != u.ID {
			return vecino.Errorf(vecino.ENOTFOUND, "Subscription not found.")
		}
	} else if email, err := a.linkValue("manage", tok); err != nil {
		return err
	} else if s.UserID != "" || s.Email != email {
		return vecino.Errorf(vecino.ENOTFOUND, "Subscription not found.")
	}
	return a.Store.DeleteSubscription(ctx, id)
}

// view names a subscription in both languages: a report by its type and
// place, an area by its name.
func (a *App) view(ctx context.Context, s *vecino.Subscription) *SubscriptionView {
	v := &SubscriptionView{ID: s.ID, Kind: s.Kind, Target: s.Target, Confirmed: s.Active(), CreatedAt: s.CreatedAt, Label: map[string]string{}}
	if s.Kind == vecino.SubscribeArea {
		names, err := a.areaNames(ctx, s.Target)
		if err != nil {
			names = map[string]string{"en": "a neighbourhood", "es": "un vecindario"}
		}
		v.Label = names
		return v
	}
	if rep, err := a.Store.ReportByID(ctx, s.Target); err == nil {
		for _, l := range []string{"en", "es"} {
			about := mail.AboutReport(l, rep)
			v.Label[l] = strings.TrimSuffix(about.Type+", "+about.Place, ", ")
		}
	}
	return v
}

// emailJob is the outbox job of m.
func emailJob(id string, m mail.Message) vecino.SendEmail {
	return vecino.SendEmail{ID: id, To: m.To, Subject: m.Subject, Body: m.Body, Unsubscribe: m.Unsubscribe}
}

// NotifyFollowers emails every follower of a public report about news on
// it (kind: "update", "resolved" or "still_there"; note: the news), each
// in their language, with the one-click unsubscribe headers; and, for
// "resolved", its reporter, whose email says the report is theirs. Each
// email is queued with an idempotency key (the kind, the report, the
// news, the report's current state and the recipient), so calling it
// again for the same news — a retry — never sends twice.
func (a *App) NotifyFollowers(ctx context.Context, reportID, kind, note string) error {
	if kind != NoticeUpdate && kind != NoticeResolved && kind != NoticeStillThere {
		return vecino.Errorf(vecino.EINVALID, "Unknown kind of notice.")
	}
	rep, err := a.Store.ReportByID(ctx, reportID)
	if err != nil {
		return err
	}
	if !rep.IsPublic() {
		return nil // followers follow the public record only
	}
	if f, err := a.Store.Flag(ctx, "email_notifications"); err != nil || !f.Enabled {
		return err
	}
	followers, err := a.Store.Followers(ctx, rep.ID)
	if err != nil {
		return err
	}
	stamp := rep.UpdatedAt.UTC().Format(time.RFC3339Nano)
	if kind == NoticeStillThere {
		if times, err := a.Store.StillThere(ctx, rep.ID); err == nil && len(times) > 0 {
			stamp = times[len(times)-1].UTC().Format(time.RFC3339Nano)
		}
	}
	news := sha256.Sum256([]byte(kind + "\x00" + rep.ID + "\x00" + note + "\x00" + stamp))
	key := func(to string) string { return "notice:" + hex.EncodeToString(news[:12]) + ":" + to }
	send := func(to, lang string, m mail.Message) error {
		h := sha256.Sum256([]byte(key(to)))
		id := "notice-" + hex.EncodeToString(h[:16])
		_, err := a.Store.EnqueueOnce(ctx, key(to), emailJob(id, m))
		return err
	}
	var firstErr error
	keep := func(err error) {
		if err != nil && firstErr == nil {
			firstErr = err
		}
	}
	if kind == NoticeResolved && rep.Origin != vecino.OriginOpen311 {
		if u, err := a.Store.UserByID(ctx, rep.ReporterID); err == nil && !u.Disabled {
			lang := subscriberLang(u.PreferredLanguage)
			m := mail.FollowerNotice(lang, a.AppName, u.Email, kind, note, publicReportLink(a, lang, rep.ID), "",
				a.manageLink(lang, u.ID, ""), mail.AboutReport(lang, rep), true)
			keep(send("u:"+u.ID, lang, m))
		}
	}
	for _, f := range followers {
		if f.UserID != "" && f.UserID == rep.ReporterID && kind == NoticeResolved {
			continue // told above, as the reporter
		}
		if f.UserID != "" && f.UserID == rep.ReporterID && kind == NoticeStillThere {
			continue // their own answer
		}
		lang := subscriberLang(f.Language)
		m := mail.FollowerNotice(lang, a.AppName, f.Email, kind, note, publicReportLink(a, lang, rep.ID), a.UnsubscribeURL(f.SubscriptionID),
			a.manageLink(lang, f.UserID, f.Email), mail.AboutReport(lang, rep), false)
		keep(send(f.SubscriptionID, lang, m))
	}
	return firstErr
}

// SendDigests sends the area alerts that are due (their last look a day
// ago or more): for each, the public reports approved in its area since
// the last report it sent, oldest first, at most digestMax (the rest come
// next time); nothing when there is nothing new. The cursor moves in the
// transaction that queues the email, so a report is never sent twice nor
// skipped. It returns how many digests it queued.
func (a *App) SendDigests(ctx context.Context) (int, error) {
	now := a.Now().UTC().Truncate(time.Microsecond)
	sent, seen := 0, map[string]bool{}
	for {
		due, err := a.Store.DueDigests(ctx, now.Add(-DigestEvery+time.Minute), 100)
		if err != nil || len(due) == 0 {
			return sent, err
		}
		for i := range due {
			if seen[due[i].ID] { // another instance holds it (its key came first): leave it to that run
				return sent, nil
			}
			seen[due[i].ID] = true
			ok, err := a.sendDigest(ctx, &due[i], now)
			if err != nil {
				return sent, err
			}
			if ok {
				sent++
			}
		}
	}
}

func (a *App) sendDigest(ctx context.Context, s *vecino.Subscription, now time.Time) (bool, error) {
	at := s.CreatedAt
	if s.DigestAt != nil {
		at = *s.DigestAt
	}
	reports, err := a.Store.NewlyApproved(ctx, s.Target, at, s.DigestID, digestMax+1)
	if err != nil {
		return false, err
	}
	if len(reports) == 0 {
		_, err := a.Store.AdvanceDigest(ctx, s, s.DigestAt, s.DigestID, now)
		return false, err
	}
	more := len(reports) > digestMax
	reports = reports[:min(len(reports), digestMax)]
	last := reports[len(reports)-1]
	to := s.Email
	lang := subscriberLang(s.Language)
	if s.UserID != "" {
		u, err := a.Store.UserByID(ctx, s.UserID)
		if err != nil {
			return false, err
		}
		if u.Disabled {
			_, err := a.Store.AdvanceDigest(ctx, s, last.ApprovedAt, last.ID, now)
			return false, err
		}
		to, lang = u.Email, subscriberLang(u.PreferredLanguage)
	}
	names, err := a.areaNames(ctx, s.Target)
	if err != nil {
		names = map[string]string{"en": "your area", "es": "tu zona"}
	}
	items := make([]mail.DigestItem, len(reports))
	for i, r := range reports {
		items[i] = mail.DigestItem{About: mail.AboutReport(lang, r), Link: publicReportLink(a, lang, r.ID)}
	}
	list := a.link("/" + lang + "/public/violations/approved")
	if s.Target != "" {
		list += "?neighborhood=" + url.QueryEscape(s.Target)
	}
	m := mail.Digest(lang, a.AppName, to, names[lang], items, more, list, a.UnsubscribeURL(s.ID), a.manageLink(lang, s.UserID, s.Email))
	return a.Store.AdvanceDigest(ctx, s, last.ApprovedAt, last.ID, now, emailJob("digest-"+s.ID+"-"+last.ID, m))
}

// AskIsItFixed asks the reporter of every public report approved
// FixedQuestionAfter ago or more and still unresolved whether it is fixed,
// once per report (the question is recorded in the transaction that queues
// it). It returns how many it asked.
func (a *App) AskIsItFixed(ctx context.Context) (int, error) {
	asked := 0
	for {
		due, err := a.Store.DueFixedQuestions(ctx, a.Now().UTC().Add(-FixedQuestionAfter), 100)
		if err != nil || len(due) == 0 {
			return asked, err
		}
		for _, rep := range due {
			var jobs []vecino.Job
			if u, err := a.Store.UserByID(ctx, rep.ReporterID); err == nil && !u.Disabled {
				lang := subscriberLang(u.PreferredLanguage)
				tok := a.linkToken("fixed", rep.ID)
				m := mail.IsItFixed(lang, a.AppName, u.Email, a.subscriptionsLink(lang, "fixed", tok, "answer", "fixed"),
					a.subscriptionsLink(lang, "fixed", tok, "answer", "still_there"), publicReportLink(a, lang, rep.ID), mail.AboutReport(lang, rep))
				jobs = append(jobs, emailJob("fixed-"+rep.ID, m))
			}
			ok, err := a.Store.MarkFixedAsked(ctx, rep.ID, jobs...)
			if err != nil {
				return asked, err
			}
			if ok {
				asked++
			}
		}
	}
}

// AnswerFixed records the reporter's answer to "is it fixed?" (from the
// link's token): "fixed" resolves the report by the usual path, note
// "reporter says fixed"; "still_there" is recorded in its history (shown
// on its public page), its followers are told, and onStillThere runs.
func (a *App) AnswerFixed(ctx context.Context, tok, answer string) error {
	id, err := a.linkValue("fixed", tok)
	if err != nil {
		return err
	}
	rep, err := a.Store.ReportByID(ctx, id)
	if err != nil {
		return err
	}
	if !rep.IsPublic() {
		return vecino.Errorf(vecino.ENOTFOUND, "Report not found.")
	}
	reporter, err := a.Store.UserByID(ctx, rep.ReporterID)
	if err != nil {
		return err
	}
	switch answer {
	case "fixed":
		if rep.Resolved {
			return nil
		}
		resolved := true
		_, err := a.Resolve(ctx, reporter, id, &resolved, "reporter says fixed")
		return err
	case NoticeStillThere:
		if rep.Resolved {
			return vecino.Errorf(vecino.ECONFLICT, "This report is marked fixed.")
		}
		// The question is asked once: a second click records nothing more.
		if times, err := a.Store.StillThere(ctx, id); err != nil || len(times) > 0 {
			return err
		}
		if _, err := a.Store.AddStillThere(ctx, id, reporter.ID); err != nil {
			return err
		}
		a.publish(ctx, "report.status_changed", map[string]string{"id": id, "from": "approved", "to": "approved"})
		if err := a.NotifyFollowers(ctx, id, NoticeStillThere, ""); err != nil {
			slog.ErrorContext(ctx, "tell followers a report is still there", "report", id, "err", err)
		}
		return a.onStillThere(ctx, id)
	}
	return &vecino.Error{Code: vecino.EINVALID, Message: "Answer fixed or still_there.",
		Fields: map[string]string{"answer": vecino.FieldInvalidFormat}}
}
