package mail

import "fmt"

// reasonText is the rejection reason in each language.
var reasonText = map[string][2]string{
	"duplicate":           {"it repeats a report we already have", "repite un reporte que ya tenemos"},
	"not_enough_evidence": {"the photos or description do not show the problem clearly enough", "las fotos o la descripción no muestran el problema con suficiente claridad"},
	"outside_city":        {"the place is outside the city", "el lugar está fuera de la ciudad"},
	"private_information": {"a photo shows private information", "una foto muestra información privada"},
	"not_safety_issue":    {"it is not a street-safety or tenant-rights issue", "no es un problema de seguridad vial ni de derechos de inquilinos"},
	"other":               {"of the note below", "de la nota de abajo"},
}

// StatusChanged tells a reporter that their report was approved or
// rejected, in lang, with a link to it.
func StatusChanged(lang, appName, to, status, reason, note, link string) Message {
	es := lang == "es"
	r := reasonText[reason]
	why := r[0]
	if es {
		why = r[1]
	}
	switch {
	case status == "approved" && es:
		return Message{To: to, Subject: "Tu reporte fue aprobado", Body: fmt.Sprintf(
			"Hola:\n\nGracias por tu reporte. El equipo de la ciudad lo revisó y ya es público en el mapa.\n\nVer tu reporte: %s\n\n— %s\n", link, appName)}
	case status == "approved":
		return Message{To: to, Subject: "Your report was approved", Body: fmt.Sprintf(
			"Hello,\n\nThank you for your report. The city's team reviewed it and it is now public on the map.\n\nSee your report: %s\n\n— %s\n", link, appName)}
	case es:
		return Message{To: to, Subject: "Tu reporte no fue aprobado", Body: fmt.Sprintf(
			"Hola:\n\nRevisamos tu reporte y no lo podemos publicar porque %s.\n\nNota del equipo: %s\n\nVer tu reporte: %s\n\n— %s\n", why, note, link, appName)}
	default:
		return Message{To: to, Subject: "Your report was not approved", Body: fmt.Sprintf(
			"Hello,\n\nWe reviewed your report and cannot publish it because %s.\n\nNote from the team: %s\n\nSee your report: %s\n\n— %s\n", why, note, link, appName)}
	}
}
