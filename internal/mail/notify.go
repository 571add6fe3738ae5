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
	"other":               {"of the note below", "de la nota de abajo"},
}

// About names a report in an email: its type, the day it was filed and
// where, in the reader's language.
type About struct {
	Type, Date, Place string
}

var monthsES = [...]string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
	"octubre", "noviembre", "diciembre"}

// AboutReport describes rep in lang: the type's label (the category's when
// it has no types), the filing date (in UTC) and the address, the building's
// address, or the map point.
func AboutReport(lang string, rep *vecino.Report) About {
	es := lang == "es"
	a := About{Type: rep.Category}
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
	d := rep.UploadedAt.UTC()
	a.Date = d.Format("January 2, 2006")
	if es {
		a.Date = fmt.Sprintf("%d de %s de %d", d.Day(), monthsES[d.Month()-1], d.Year())
	}
	switch {
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
// rejected, in lang, with a link to it.
func StatusChanged(lang, appName, to, status, reason, note, link string, about About) Message {
	es := lang == "es"
	r := reasonText[reason]
	why := r[0]
	if es {
		why = r[1]
	}
	details := about.lines(es)
	switch {
	case status == "approved" && es:
		return Message{To: to, Subject: "Tu reporte fue aprobado: " + about.Type, Body: fmt.Sprintf(
			"Hola:\n\nGracias por tu reporte. El equipo de la ciudad lo revisó y ya es público en el mapa.\n\n%s\nVer tu reporte: %s\n\n— %s\n", details, link, appName)}
	case status == "approved":
		return Message{To: to, Subject: "Your report was approved: " + about.Type, Body: fmt.Sprintf(
			"Hello,\n\nThank you for your report. The city's team reviewed it and it is now public on the map.\n\n%s\nSee your report: %s\n\n— %s\n", details, link, appName)}
	case es:
		return Message{To: to, Subject: "Tu reporte no fue aprobado: " + about.Type, Body: fmt.Sprintf(
			"Hola:\n\nRevisamos tu reporte y no lo podemos publicar porque %s.\n\n%s\nNota del equipo: %s\n\nVer tu reporte: %s\n\n— %s\n", why, details, note, link, appName)}
	default:
		return Message{To: to, Subject: "Your report was not approved: " + about.Type, Body: fmt.Sprintf(
			"Hello,\n\nWe reviewed your report and cannot publish it because %s.\n\n%s\nNote from the team: %s\n\nSee your report: %s\n\n— %s\n", why, details, note, link, appName)}
	}
}
