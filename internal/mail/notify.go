package mail

import (
	"fmt"
	"strings"

	"github.com/vecino-city/vecino/internal/vecino"
)

// reasonText is the rejection reason in each language.
var reasonText = map[string][2]string{
	"duplicate":           {"it repeats a report we already have", "repite un reporte que ya tenemos"},
	"not_enough_evidence": {"the photos or description do not show the problem clearly enough", "las fotos o la descripción no muestran el problema con suficiente claridad"},
	"outside_city":        {"the place is outside the city", "el lugar está fuera de la ciudad"},
	"private_information": {"a photo shows private information", "una foto muestra información privada"},
	"not_safety_issue":    {"it is not a street-safety or tenant-rights issue", "no es un problema de seguridad vial ni de derechos de inquilinos"},
}

// About names a report in an email: its type, the day it was filed and
// where, in the reader's language. Private is set for a renter-protection
// report: never public, and its place (the tenant's home) is never written
// into an email.
type About struct {
	Type, Date, Place string
	Private           bool
}

// AboutReport describes rep in lang: the type's label (the category's when
// it has no types), the filing date (in UTC) and the address, the building's
// address, or the map point.
func AboutReport(lang string, rep *vecino.Report) About {
	es := lang == "es"
	a := About{Type: rep.Category}
	if c, ok := vecino.CategoryBySlug(rep.Category); ok {
		a.Private = c.Private
	}
	if c, t, ok := vecino.LookupType(rep.Category, rep.Type); ok {
		label := c.Label
		if t != nil {
			label = t.Label
		}
		a.Type = label.EN
		if es {
			a.Type = label.ES
		}
	}
	a.Date = vecino.FormatDate(lang, rep.UploadedAt.UTC())
	switch {
	case a.Private: // the tenant's home stays out of their inbox's previews
	case strings.TrimSpace(rep.Address) != "":
		a.Place = strings.TrimSpace(rep.Address)
	case strings.TrimSpace(rep.BuildingAddress) != "":
		a.Place = strings.TrimSpace(rep.BuildingAddress)
	case rep.Latitude != nil && rep.Longitude != nil:
		a.Place = fmt.Sprintf("%.5f, %.5f", *rep.Latitude, *rep.Longitude)
	}
	return a
}

// lines writes the report's details as the body's first paragraph.
func (a About) lines(es bool) string {
	if es {
		s := fmt.Sprintf("Reporte: %s\nEnviado el %s\n", a.Type, a.Date)
		if a.Place != "" {
			s += "Lugar: " + a.Place + "\n"
		}
		return s
	}
	s := fmt.Sprintf("Report: %s\nFiled on %s\n", a.Type, a.Date)
	if a.Place != "" {
		s += "Place: " + a.Place + "\n"
	}
	return s
}

// StatusChanged tells a reporter that their report (about) was approved or
// rejected, in lang, with a link to it. A renter-protection report is never
// public: its email says it was accepted, and that only staff see it.
func StatusChanged(lang, appName, to, status, reason, note, link string, about About) Message {
	es := lang == "es"
	details := about.lines(es)
	t := statusText[lang == "es"][about.Private]
	if status == "approved" {
		return Message{To: to, Subject: t.approvedSubject + about.Type, Body: fmt.Sprintf(t.approved, details, link, appName)}
	}
	why := t.becauseNote // reason "other": the note says why
	if r, ok := reasonText[reason]; ok {
		why = fmt.Sprintf(t.because, r[0])
		if es {
			why = fmt.Sprintf(t.because, r[1])
		}
	}
	if note = strings.TrimSpace(note); note != "" {
		label := "Note from the team: "
		if es {
			label = "Nota del equipo: "
		}
		note = label + note + "\n"
	}
	return Message{To: to, Subject: t.rejectedSubject + about.Type, Body: fmt.Sprintf(t.rejected, why, details, note, link, appName)}
}

// statusTexts are the decision emails' words, for a street report or a
// private (renter-protection) one.
type statusTexts struct {
	approvedSubject, approved, rejectedSubject, rejected, because, becauseNote string
}

var statusText = map[bool]map[bool]statusTexts{
	false: { // English
		false: {
			approvedSubject: "Your report was approved: ",
			approved:        "Hello,\n\nThank you for your report. The city's team reviewed it and it is now public on the map.\n\n%s\nSee your report: %s\n\n— %s\n",
			rejectedSubject: "Your report was not approved: ",
			rejected:        "Hello,\n\nWe reviewed your report and cannot publish it %s.\n\n%s%s\nSee your report: %s\n\n— %s\n",
			because:         "because %s", becauseNote: "for the reason in the team's note below",
		},
		true: {
			approvedSubject: "Your report was accepted: ",
			approved: "Hello,\n\nThank you for your report. The city's team reviewed it and accepted it. Renter-protection reports are never " +
				"published: only the city's staff can see it.\n\n%s\nSee your report: %s\n\n— %s\n",
			rejectedSubject: "Your report was not accepted: ",
			rejected: "Hello,\n\nWe reviewed your report and cannot accept it %s. It was never public, and only the city's staff " +
				"can see it.\n\n%s%s\nSee your report: %s\n\n— %s\n",
			because: "because %s", becauseNote: "for the reason in the team's note below",
		},
	},
	true: { // Spanish
		false: {
			approvedSubject: "Tu reporte fue aprobado: ",
			approved:        "Hola:\n\nGracias por tu reporte. El equipo de la ciudad lo revisó y ya es público en el mapa.\n\n%s\nVer tu reporte: %s\n\n— %s\n",
			rejectedSubject: "Tu reporte no fue aprobado: ",
			rejected:        "Hola:\n\nRevisamos tu reporte y no lo podemos publicar %s.\n\n%s%s\nVer tu reporte: %s\n\n— %s\n",
			because:         "porque %s", becauseNote: "por el motivo que explica la nota del equipo, abajo",
		},
		true: {
			approvedSubject: "Tu reporte fue aceptado: ",
			approved: "Hola:\n\nGracias por tu reporte. El equipo de la ciudad lo revisó y lo aceptó. Los reportes de protección " +
				"al inquilino nunca se publican: solo el personal de la ciudad puede verlo.\n\n%s\nVer tu reporte: %s\n\n— %s\n",
			rejectedSubject: "Tu reporte no fue aceptado: ",
			rejected: "Hola:\n\nRevisamos tu reporte y no lo podemos aceptar %s. Nunca fue público y solo el personal de la " +
				"ciudad puede verlo.\n\n%s%s\nVer tu reporte: %s\n\n— %s\n",
			because: "porque %s", becauseNote: "por el motivo que explica la nota del equipo, abajo",
		},
	},
}
