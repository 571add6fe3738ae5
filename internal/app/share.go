package app

import (
	"context"
	"fmt"
	"io"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/vecino-city/vecino/internal/imaging"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Share is what a link preview shows of a page: its title, description and
// card image (with the image's alternative text).
type Share struct {
	Title, Description string
	CardTitle, CardSub string // the text drawn on the card
	ImageAlt           string
	Report             *vecino.Report // set for a public report
	Label, Group       string         // a public report's type and category, in the share's language
}

// shareText are the site's own share texts, in both languages.
var shareText = map[string]map[string]string{
	"en": {
		"title":       "%s: report street-safety problems in your city",
		"description": "Report blocked bike lanes, dangerous driving, broken signals and potholes. City staff review every report; approved ones go on the public map.",
		"cardTitle":   "Report street-safety problems",
		"cardSub":     "Reviewed by city staff, public on the map",
		"approved":    "Approved report",
		"alt":         "Share card: %s, %s",
	},
	"es": {
		"title":       "%s: reporta problemas de seguridad vial en tu ciudad",
		"description": "Reporta carriles de bici bloqueados, conducción peligrosa, semáforos dañados y baches. El personal de la ciudad revisa cada reporte y los aprobados aparecen en el mapa público.",
		"cardTitle":   "Reporta problemas de seguridad vial",
		"cardSub":     "Revisados por la ciudad, públicos en el mapa",
		"approved":    "Reporte aprobado",
		"alt":         "Tarjeta para compartir: %s, %s",
	},
}

func shareLang(lang string) map[string]string {
	if t, ok := shareText[lang]; ok {
		return t
	}
	return shareText["en"]
}

// SiteShare is the generic share of the site in lang.
func (a *App) SiteShare(lang string) *Share {
	t := shareLang(lang)
	return &Share{Title: fmt.Sprintf(t["title"], a.AppName), Description: t["description"], CardTitle: t["cardTitle"],
		CardSub: t["cardSub"], ImageAlt: fmt.Sprintf(t["alt"], t["cardTitle"], a.AppName)}
}

// ReportShare is the share of report id in lang when it is public, and the
// site's generic share for anything else (unknown, unpublished, private):
// nothing about such a report shows, not even that it exists.
func (a *App) ReportShare(ctx context.Context, id, lang string) *Share {
	rep, err := a.Store.ReportByID(ctx, id)
	if err != nil || !rep.IsPublic() {
		return a.SiteShare(lang)
	}
	t := shareLang(lang)
	label, group := rep.Category, rep.Category
	if c, typ, ok := vecino.LookupType(rep.Category, rep.Type); ok {
		label, group = pick2(c.Label, lang), pick2(c.Label, lang) // a typeless category is its own label
		if typ != nil {
			label = pick2(typ.Label, lang)
		}
	}
	return &Share{Title: label + " · " + a.AppName, Description: clip(rep.Description, 200), CardTitle: label,
		CardSub: group + " · " + t["approved"], ImageAlt: fmt.Sprintf(t["alt"], label, a.AppName), Report: rep, Label: label, Group: group}
}

func pick2(t vecino.LocalizedText, lang string) string {
	if lang == "es" {
		return t.ES
	}
	return t.EN
}

// clip shortens s to at most n characters at a word boundary.
func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)[:n-1]
	if i := strings.LastIndex(string(r), " "); i > n/2 {
		return string(r)[:i] + "…"
	}
	return string(r) + "…"
}

// cardCache keeps rendered cards: a few hundred at ~100 KB each.
type cardCache struct {
	mu    sync.Mutex
	cards map[string][]byte
}

const maxCachedCards = 300

// ShareCard is the 1200×630 JPEG card of sh: a public report's first public
// photo under its labels, or the site's card. Cards are cached in memory,
// keyed by report, language and last change.
func (a *App) ShareCard(ctx context.Context, sh *Share, lang string) ([]byte, error) {
	key := "site/" + lang
	if sh.Report != nil {
		key = sh.Report.ID + "/" + lang + "/" + sh.Report.UpdatedAt.String()
	}
	a.cards.mu.Lock()
	card, ok := a.cards.cards[key]
	a.cards.mu.Unlock()
	if ok {
		return card, nil
	}
	var photo []byte
	if sh.Report != nil {
		for _, p := range sh.Report.Photos {
			if p.IsDocument() {
				continue
			}
			if f, err := a.Files.Open(ctx, p.PublicKey()); err == nil {
				photo, err = io.ReadAll(io.LimitReader(f, 20<<20))
				f.Close()
				if err != nil {
					return nil, err
				}
			}
			break
		}
	}
	if err := a.takeImageSlot(ctx); err != nil { // decoding a photo takes memory: share the slots of uploads
		return nil, err
	}
	card, err := imaging.Card(photo, sh.CardTitle, sh.CardSub, a.AppName)
	a.releaseImageSlot()
	if err != nil {
		return nil, err
	}
	a.cards.mu.Lock()
	if a.cards.cards == nil || len(a.cards.cards) >= maxCachedCards {
		a.cards.cards = map[string][]byte{}
	}
	a.cards.cards[key] = card
	a.cards.mu.Unlock()
	return card, nil
}
