package mail

import (
	"fmt"
	"strings"
)

// The emails of following a report, area alerts and the "is it fixed?"
// question. Every email of a subscription carries Unsubscribe (the
// one-click headers) and ends with its unsubscribe and manage links.

// subscriptionFooter is the end of every subscription email.
func subscriptionFooter(es bool, appName, unsubscribe, manage string) string {
	if es {
		return fmt.Sprintf("\n—\nRecibes este correo porque te suscribiste en %s.\nCancelar la suscripción: %s\nAdministrar tus suscripciones: %s\n",
			appName, unsubscribe, manage)
	}
	return fmt.Sprintf("\n—\nYou get this email because you subscribed on %s.\nUnsubscribe: %s\nManage your subscriptions: %s\n",
		appName, unsubscribe, manage)
}

// ConfirmSubscription asks the owner of an address to confirm a
// subscription (to a report, or to an area's alerts: what names it)
// before anything is sent to it.
func ConfirmSubscription(lang, appName, to, what, link string) Message {
	if lang == "es" {
		return Message{To: to, Subject: fmt.Sprintf("Confirma tu suscripción en %s", appName), Body: fmt.Sprintf(
			"Hola:\n\nAlguien (esperamos que tú) pidió recibir correos de %s sobre:\n\n%s\n\nAbre este enlace para confirmarlo:\n\n%s\n\n"+
				"Si no lo pediste, ignora este mensaje: no te escribiremos.\n\n— %s\n", appName, what, link, appName)}
	}
	return Message{To: to, Subject: fmt.Sprintf("Confirm your %s subscription", appName), Body: fmt.Sprintf(
		"Hello,\n\nSomeone (we hope you) asked to get emails from %s about:\n\n%s\n\nOpen this link to confirm:\n\n%s\n\n"+
			"If you did not ask for this, ignore this email: we will not write to you.\n\n— %s\n", appName, what, link, appName)}
}

// FollowerNotice tells a follower of a report about news on it: kind
// "resolved" (fixed), "still_there" (its reporter says the problem is
// still there) or "update" (news from the city, note). own is set for the
// reporter's own email (no subscription: no unsubscribe link).
func FollowerNotice(lang, appName, to, kind, note, link, unsubscribe, manage string, about About, own bool) Message {
	es := lang == "es"
	var subject, lead string
	switch {
	case kind == "resolved" && own && es:
		subject, lead = "Tu reporte fue resuelto: ", "Buenas noticias: tu reporte está marcado como resuelto."
	case kind == "resolved" && own:
		subject, lead = "Your report was fixed: ", "Good news: your report is marked fixed."
	case kind == "resolved" && es:
		subject, lead = "Un reporte que sigues fue resuelto: ", "Buenas noticias: un reporte que sigues está marcado como resuelto."
	case kind == "resolved":
		subject, lead = "A report you follow was fixed: ", "Good news: a report you follow is marked fixed."
	case kind == "still_there" && es:
		subject, lead = "Un reporte que sigues sigue sin resolverse: ", "Quien lo reportó dice que el problema sigue ahí."
	case kind == "still_there":
		subject, lead = "A report you follow is still there: ", "Its reporter says the problem is still there."
	case es:
		subject, lead = "Novedades de un reporte que sigues: ", "Hay novedades sobre un reporte que sigues."
	default:
		subject, lead = "News on a report you follow: ", "There is news on a report you follow."
	}
	body := "Hello,\n\n" + lead + "\n\n" + about.lines(es)
	see := "See the report: "
	if es {
		body, see = "Hola:\n\n"+lead+"\n\n"+about.lines(es), "Ver el reporte: "
	}
	if note = strings.TrimSpace(note); note != "" {
		if es {
			body += "Nota: " + note + "\n"
		} else {
			body += "Note: " + note + "\n"
		}
	}
	body += "\n" + see + link + "\n"
	if own { // the reporter's own report: no subscription to end
		body += "\n— " + appName + "\n"
	} else {
		body += subscriptionFooter(es, appName, unsubscribe, manage)
	}
	return Message{To: to, Subject: subject + about.Type, Body: body, Unsubscribe: unsubscribe}
}

// DigestItem is one report of an area digest.
type DigestItem struct {
	About About
	Link  string
}

// Digest lists the reports newly approved in an area (area: its name, or
// the city) since the last digest; more counts those left for the next one.
func Digest(lang, appName, to, area string, items []DigestItem, more bool, listLink, unsubscribe, manage string) Message {
	es := lang == "es"
	var b strings.Builder
	if es {
		fmt.Fprintf(&b, "Hola:\n\nEstos reportes de %s se publicaron desde el último resumen:\n\n", area)
	} else {
		fmt.Fprintf(&b, "Hello,\n\nThese reports in %s were published since the last digest:\n\n", area)
	}
	for _, it := range items {
		b.WriteString(it.About.lines(es))
		b.WriteString(it.Link + "\n\n")
	}
	if more && es {
		b.WriteString("Hay más: llegarán en el próximo resumen.\n\n")
	} else if more {
		b.WriteString("There are more: they come in the next digest.\n\n")
	}
	if es {
		b.WriteString("Todos los reportes: " + listLink + "\n")
		return Message{To: to, Subject: fmt.Sprintf("%s: %d reportes nuevos en %s", appName, len(items), area),
			Body: b.String() + subscriptionFooter(es, appName, unsubscribe, manage), Unsubscribe: unsubscribe}
	}
	b.WriteString("Every report: " + listLink + "\n")
	return Message{To: to, Subject: fmt.Sprintf("%s: %d new reports in %s", appName, len(items), area),
		Body: b.String() + subscriptionFooter(es, appName, unsubscribe, manage), Unsubscribe: unsubscribe}
}

// IsItFixed asks a reporter, four weeks after their report went public,
// whether the problem is fixed: one link for each answer.
func IsItFixed(lang, appName, to, fixedLink, stillLink, reportLink string, about About) Message {
	if lang == "es" {
		return Message{To: to, Subject: "¿Ya se resolvió? " + about.Type, Body: fmt.Sprintf(
			"Hola:\n\nHace cuatro semanas se publicó tu reporte. ¿Ya se resolvió el problema?\n\n%s\nSí, ya se resolvió: %s\n"+
				"No, sigue ahí: %s\n\nVer tu reporte: %s\n\nSolo te lo preguntamos una vez.\n\n— %s\n",
			about.lines(true), fixedLink, stillLink, reportLink, appName)}
	}
	return Message{To: to, Subject: "Is it fixed? " + about.Type, Body: fmt.Sprintf(
		"Hello,\n\nYour report went public four weeks ago. Is the problem fixed?\n\n%s\nYes, it is fixed: %s\n"+
			"No, it is still there: %s\n\nSee your report: %s\n\nWe ask only once.\n\n— %s\n",
		about.lines(false), fixedLink, stillLink, reportLink, appName)}
}
