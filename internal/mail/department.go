package mail

import (
	"fmt"
	"strings"
)

// DepartmentReport is what a department's email says about one report.
// Private (renter-protection) reports carry no address, no map link and no
// word of being public: the department reads the address on its signed
// page.
type DepartmentReport struct {
	Type, Description, Place string
	ReportLink               string   // the public report's page ("" for a private one)
	MapLink                  string   // a map at its point ("" for a private one)
	Photos                   []string // public photo links
	StaffNotes               []string // staff's notes, marked internal
	UpdateLink               string   // the department's signed page for updates
	Private                  bool
}

// DepartmentDelivery is the email that hands a report to a department, in
// the department's language (formal Spanish: "usted").
func DepartmentDelivery(lang, appName, department, to string, r DepartmentReport) Message {
	es := lang == "es"
	pick := func(en, esText string) string {
		if es {
			return esText
		}
		return en
	}
	var b strings.Builder
	fmt.Fprintf(&b, pick("Hello %s,\n\n", "Estimado equipo de %s:\n\n"), department)
	if r.Private {
		b.WriteString(pick("A resident filed this renter-protection report. It is private: please do not share it outside your office.\n\n",
			"Un residente presentó este reporte de protección al inquilino. Es privado: le pedimos no compartirlo fuera de su oficina.\n\n"))
	} else {
		fmt.Fprintf(&b, pick("Residents reported this problem on %s, and our staff approved it. It is on the public map.\n\n",
			"Los vecinos reportaron este problema en %s y nuestro equipo lo aprobó. Está en el mapa público.\n\n"), appName)
	}
	fmt.Fprintf(&b, pick("Type: %s\n", "Tipo: %s\n"), r.Type)
	if r.Place != "" {
		fmt.Fprintf(&b, pick("Place: %s\n", "Lugar: %s\n"), r.Place)
	}
	fmt.Fprintf(&b, pick("Description: %s\n", "Descripción: %s\n"), r.Description)
	if r.ReportLink != "" {
		fmt.Fprintf(&b, pick("Public report: %s\n", "Reporte público: %s\n"), r.ReportLink)
	}
	if r.MapLink != "" {
		fmt.Fprintf(&b, pick("Map: %s\n", "Mapa: %s\n"), r.MapLink)
	}
	for i, p := range r.Photos {
		fmt.Fprintf(&b, pick("Photo %d: %s\n", "Foto %d: %s\n"), i+1, p)
	}
	if len(r.StaffNotes) > 0 {
		b.WriteString(pick("\nINTERNAL — staff notes, for your office only:\n", "\nINTERNO — notas del personal, solo para su oficina:\n"))
		for _, n := range r.StaffNotes {
			fmt.Fprintf(&b, "- %s\n", n)
		}
	}
	fmt.Fprintf(&b, pick("\nTell us where it stands (acknowledged, in progress, fixed, or not yours) at this link; no account is needed:\n%s\n\n— %s\n",
		"\nIndíquenos en qué estado se encuentra (recibido, en curso, resuelto o no le corresponde) en este enlace; no necesita una cuenta:\n%s\n\n— %s\n"),
		r.UpdateLink, appName)
	subject := fmt.Sprintf(pick("%s report: %s", "Reporte de %s: %s"), appName, r.Type)
	return Message{To: to, Subject: subject, Body: b.String()}
}
