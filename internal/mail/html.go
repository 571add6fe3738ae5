package mail

import (
	"html"
	"regexp"
	"strings"
)

// link finds the web addresses in a message's text.
var link = regexp.MustCompile(`https?://[^\s<>"]+`)

// HTML is the HTML alternative of a plain-text body: each paragraph (text
// between blank lines) a <p>, line breaks kept, every address a link. The
// text part stays the message: this adds nothing it does not say.
func HTML(subject, body string) string {
	var b strings.Builder
	b.WriteString(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>`)
	b.WriteString(html.EscapeString(subject))
	b.WriteString(`</title></head><body style="font-family:sans-serif;line-height:1.5;max-width:40em">` + "\n")
	for _, para := range strings.Split(strings.ReplaceAll(body, "\r\n", "\n"), "\n\n") {
		if strings.TrimSpace(para) == "" {
			continue
		}
		b.WriteString("<p>")
		lines := strings.Split(strings.Trim(para, "\n"), "\n")
		for i, line := range lines {
			if i > 0 {
				b.WriteString("<br>")
			}
			b.WriteString(linkify(line))
		}
		b.WriteString("</p>\n")
	}
	b.WriteString("</body></html>")
	return b.String()
}

// linkify escapes line and turns each address in it into a link.
func linkify(line string) string {
	var b strings.Builder
	last := 0
	for _, m := range link.FindAllStringIndex(line, -1) {
		b.WriteString(html.EscapeString(line[last:m[0]]))
		u := strings.TrimRight(line[m[0]:m[1]], ".,;:)")
		b.WriteString(`<a href="` + html.EscapeString(u) + `">` + html.EscapeString(u) + `</a>`)
		last = m[0] + len(u)
	}
	b.WriteString(html.EscapeString(line[last:]))
	return b.String()
}
