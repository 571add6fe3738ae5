package vecino

import "slices"

// LocalizedText holds the English and Spanish versions of a string.
type LocalizedText struct {
	EN string `json:"en"`
	ES string `json:"es"`
}

// ReportType is one kind of problem a resident can report within a category.
type ReportType struct {
	Slug        string        `json:"slug"`
	Label       LocalizedText `json:"label"`
	Description LocalizedText `json:"description"` // one line, plain words, what to report
	// Vehicle is true when a licence plate is meaningful: the problem is a
	// particular moving or parked vehicle (docs/PRODUCT.md §4).
	Vehicle bool `json:"vehicle"`
}

// Category groups report types; its slug is the URL segment under
// /dashboard/upload and the category id stored on a report.
type Category struct {
	Slug        string        `json:"category"`
	Label       LocalizedText `json:"label"`
	Description LocalizedText `json:"description"`
	Types       []ReportType  `json:"types"`
	// RestrictedToRoles, when non-empty, lists the only roles that may file
	// reports in this category.
	RestrictedToRoles []Role `json:"restricted_to_roles,omitempty"`
	// Private categories are never shown one by one to the public: only counts
	// per neighbourhood and type (docs/PRODUCT.md §4).
	Private bool `json:"private"`
	// Vehicle is set only on the typeless bike-lane category, whose single
	// direct form is about a vehicle in the lane.
	Vehicle bool `json:"vehicle"`
}

// Category slugs that other code branches on.
const (
	CategoryBikeLane         = "bike-lane"
	CategoryRenterProtection = "renter-protection"
)

// AllowedFor reports whether a user holding roles may report in the category:
// true when the category is unrestricted or any of roles is allowed. Pass the
// user's effective roles (User.EffectiveRoles), so that a user without a
// stored role counts as a reporter.
func (c *Category) AllowedFor(roles []Role) bool {
	if len(c.RestrictedToRoles) == 0 {
		return true
	}
	for _, r := range roles {
		if slices.Contains(c.RestrictedToRoles, r) {
			return true
		}
	}
	return false
}

// CategoryBySlug returns the catalog category with the given slug. The
// pointer refers into Catalog; callers must not modify it.
func CategoryBySlug(slug string) (*Category, bool) {
	for i := range Catalog {
		if Catalog[i].Slug == slug {
			return &Catalog[i], true
		}
	}
	return nil, false
}

// legacyTypes maps, per category, type slugs from the earlier route set (docs/PRODUCT.md
// §3) to their current slugs, so that old links keep working (docs/PRODUCT.md §3).
//
// careless-driver/unsafe-lane-change → distracted-driving: the current set
// dropped unsafe-lane-change. Of the six current careless-driver types, five
// name a specific, different act (speeding, a red light, a stop sign, blocking
// an intersection, not yielding to pedestrians); an unsafe lane change —
// cutting in, weaving, changing lanes without looking or signalling — is
// none of these. It is a failure to pay attention to the road and the people
// around you, which is what distracted-driving covers, and that type's
// description names drifting and changing lanes without looking so that a
// report filed through an old link still matches its label.
//
// road-infrastructure/missing-curb-ramp → missing-curb-ramp-road: a rename
// (docs/PRODUCT.md §3).
//
// The earlier set's infrastructure-gaps/poor-lighting and unsafe-crossing are
// not mapped: those types now live in visibility-hazards, and a type mapping
// never moves a report to another category.
var legacyTypes = map[string]map[string]string{
	"careless-driver":     {"unsafe-lane-change": "distracted-driving"},
	"road-infrastructure": {"missing-curb-ramp": "missing-curb-ramp-road"},
}

// CanonicalType returns the current slug for an old type slug within
// category, or typ unchanged when it is not an old slug.
func CanonicalType(category, typ string) string {
	if cur, ok := legacyTypes[category][typ]; ok {
		return cur
	}
	return typ
}

// LookupType resolves a category slug and a type slug (current or old; see
// legacyTypes). For bike-lane, which has no types, typ must be "" and the
// returned type is nil. Every other category needs one of its types. An
// unknown category or type gives ok=false. Pointers refer into Catalog;
// callers must not modify them.
func LookupType(category, typ string) (*Category, *ReportType, bool) {
	c, ok := CategoryBySlug(category)
	if !ok {
		return nil, nil, false
	}
	if len(c.Types) == 0 {
		if typ == "" {
			return c, nil, true
		}
		return nil, nil, false
	}
	typ = CanonicalType(category, typ)
	for i := range c.Types {
		if c.Types[i].Slug == typ {
			return c, &c.Types[i], true
		}
	}
	return nil, nil, false
}

// Catalog is the canonical report catalog (docs/PRODUCT.md §3): fourteen
// categories in order, each with its types in order. The backend serves it to
// the frontend; it must not be modified at run time.
var Catalog = []Category{
	{
		Slug:              CategoryBikeLane,
		Label:             LocalizedText{"Bike Lane Violation", "Infracción en el carril de bicicletas"},
		Description:       LocalizedText{"A car, truck or other vehicle parked, stopped or driving in a bike lane.", "Un carro, camión u otro vehículo estacionado, detenido o circulando en un carril de bicicletas."},
		RestrictedToRoles: []Role{RoleReporter, RoleReporterAdmin},
		Vehicle:           true,
		Types:             []ReportType{}, // a direct form: no types, sent as [] rather than null
	},
	{
		Slug:        "careless-driver",
		Label:       LocalizedText{"Careless Driving", "Conducción imprudente"},
		Description: LocalizedText{"Drivers who put people in danger by the way they drive.", "Conductores que ponen en peligro a otras personas por su forma de manejar."},
		Types: []ReportType{
			{Slug: "speeding", Vehicle: true,
				Label:       LocalizedText{"Speeding", "Exceso de velocidad"},
				Description: LocalizedText{"A driver going faster than the speed limit or too fast for the street.", "Un conductor que va más rápido que el límite de velocidad o demasiado rápido para la calle."}},
			{Slug: "running-red-light", Vehicle: true,
				Label:       LocalizedText{"Running a Red Light", "Pasarse un semáforo en rojo"},
				Description: LocalizedText{"A driver going through an intersection after the light has turned red.", "Un conductor que cruza la intersección cuando el semáforo ya está en rojo."}},
			{Slug: "running-stop-sign", Vehicle: true,
				Label:       LocalizedText{"Running a Stop Sign", "Pasarse una señal de alto"},
				Description: LocalizedText{"A driver going past a stop sign without coming to a full stop.", "Un conductor que pasa una señal de alto sin detenerse por completo."}},
			{Slug: "blocking-intersection", Vehicle: true,
				Label:       LocalizedText{"Blocking the Intersection", "Bloquear la intersección"},
				Description: LocalizedText{"A vehicle stuck in the intersection or crosswalk after the light changed, blocking traffic or people crossing.", "Un vehículo que se queda dentro de la intersección o del paso peatonal después del cambio de luz y bloquea el tránsito o a quienes cruzan."}},
			{Slug: "distracted-driving", Vehicle: true,
				Label:       LocalizedText{"Distracted Driving", "Manejar distraído"},
				Description: LocalizedText{"A driver using a phone or not watching the road, such as drifting or changing lanes without looking.", "Un conductor que usa el teléfono o no presta atención al camino, por ejemplo, que se desvía o cambia de carril sin mirar."}},
			{Slug: "yield-to-pedestrians", Vehicle: true,
				Label:       LocalizedText{"Not Yielding to Pedestrians", "No ceder el paso a peatones"},
				Description: LocalizedText{"A driver who does not stop for people walking in a crosswalk.", "Un conductor que no se detiene ante las personas que cruzan por el paso peatonal."}},
		},
	},
	{
		Slug:        "speed-traffic",
		Label:       LocalizedText{"Speed and Traffic Near Schools", "Velocidad y tránsito cerca de escuelas"},
		Description: LocalizedText{"Fast or heavy traffic around schools, and the street design that allows it.", "Tránsito rápido o intenso cerca de las escuelas y el diseño de la calle que lo permite."},
		Types: []ReportType{
			{Slug: "speeding-in-school-zone", Vehicle: true,
				Label:       LocalizedText{"Speeding in a School Zone", "Exceso de velocidad en zona escolar"},
				Description: LocalizedText{"A driver going faster than the school-zone speed limit.", "Un conductor que va más rápido que el límite de velocidad de la zona escolar."}},
			{Slug: "no-speed-bumps",
				Label:       LocalizedText{"No Speed Bumps", "Faltan reductores de velocidad"},
				Description: LocalizedText{"A street near a school where cars go fast and there are no speed bumps or other ways to slow them down.", "Una calle cerca de una escuela donde los carros van rápido y no hay reductores de velocidad ni otras medidas para que bajen la velocidad."}},
			{Slug: "unmarked-school-zone",
				Label:       LocalizedText{"Unmarked School Zone", "Zona escolar sin señalizar"},
				Description: LocalizedText{"A school zone with no signs, road markings or flashing lights to warn drivers.", "Una zona escolar sin letreros, marcas en el pavimento ni luces intermitentes que avisen a los conductores."}},
			{Slug: "two-way-too-wide",
				Label:       LocalizedText{"One Way Requested", "Se pide un solo sentido"},
				Description: LocalizedText{"A wide two-way street near a school that would be calmer and safer to cross with traffic in one direction only.", "Una calle ancha de doble sentido cerca de una escuela que sería más tranquila y segura de cruzar con un solo sentido de circulación."}},
			{Slug: "commercial-vehicles-near-school", Vehicle: true,
				Label:       LocalizedText{"Commercial Vehicles Near a School", "Vehículos comerciales cerca de una escuela"},
				Description: LocalizedText{"Trucks or delivery vans driving, parking or idling near a school when children arrive or leave.", "Camiones o camionetas de reparto que circulan, se estacionan o esperan con el motor encendido cerca de una escuela a la hora de entrada o salida."}},
		},
	},
	{
		Slug:        "crosswalk-signals",
		Label:       LocalizedText{"Crosswalks and Signals", "Pasos peatonales y semáforos"},
		Description: LocalizedText{"Crosswalks that are hard to see and pedestrian signals that do not work well.", "Pasos peatonales difíciles de ver y semáforos peatonales que no funcionan bien."},
		Types: []ReportType{
			{Slug: "low-visibility-crosswalk",
				Label:       LocalizedText{"Hard-to-See Crosswalk", "Paso peatonal poco visible"},
				Description: LocalizedText{"A crosswalk with faded paint, no signs or poor lighting, so drivers may not notice it.", "Un paso peatonal con la pintura borrada, sin letreros o con poca luz, que los conductores pueden no ver."}},
			{Slug: "broken-signal",
				Label:       LocalizedText{"Broken Signal", "Semáforo averiado"},
				Description: LocalizedText{"A traffic or walk signal that is dark, stuck or showing the wrong lights.", "Un semáforo para vehículos o peatones que está apagado, trabado o muestra luces equivocadas."}},
			{Slug: "no-crossing-signal",
				Label:       LocalizedText{"No Walk Signal", "Falta semáforo peatonal"},
				Description: LocalizedText{"An intersection with traffic lights but no walk signal for people crossing.", "Una intersección con semáforos para vehículos pero sin semáforo para los peatones que cruzan."}},
			{Slug: "short-walk-time",
				Label:       LocalizedText{"Walk Time Too Short", "Tiempo de cruce muy corto"},
				Description: LocalizedText{"A walk signal that does not give enough time to cross, especially for children, older adults or people with disabilities.", "Un semáforo peatonal que no da tiempo suficiente para cruzar, sobre todo a niños, personas mayores o personas con discapacidad."}},
			{Slug: "nonfunctional-button",
				Label:       LocalizedText{"Crossing Button Not Working", "Botón peatonal que no funciona"},
				Description: LocalizedText{"A push button for the walk signal that is broken or does nothing when pressed.", "Un botón para pedir el cruce que está roto o no hace nada al presionarlo."}},
			{Slug: "missing-audio-cue",
				Label:       LocalizedText{"No Audible Signal", "Falta señal sonora"},
				Description: LocalizedText{"A walk signal with no sound or vibration to tell blind or low-vision people when to cross.", "Un semáforo peatonal sin sonido ni vibración que indique a las personas ciegas o con baja visión cuándo cruzar."}},
		},
	},
	{
		Slug:        "infrastructure-gaps",
		Label:       LocalizedText{"Sidewalk and Ramp Gaps", "Carencias en aceras y rampas"},
		Description: LocalizedText{"Missing, broken or blocked sidewalks and curb ramps that make walking unsafe.", "Aceras y rampas que faltan, están rotas o bloqueadas y hacen peligroso caminar."},
		Types: []ReportType{
			{Slug: "missing-sidewalk",
				Label:       LocalizedText{"Missing Sidewalk", "Falta la acera"},
				Description: LocalizedText{"A street with no sidewalk, so people have to walk in the road.", "Una calle sin acera, donde la gente tiene que caminar por la calzada."}},
			{Slug: "broken-sidewalk",
				Label:       LocalizedText{"Broken Sidewalk", "Acera rota"},
				Description: LocalizedText{"A sidewalk that is cracked, lifted or crumbling, where people can trip or wheelchairs cannot pass.", "Una acera agrietada, levantada o desmoronada donde la gente puede tropezar o no pueden pasar las sillas de ruedas."}},
			{Slug: "blocked-sidewalk",
				Label:       LocalizedText{"Blocked Sidewalk", "Acera bloqueada"},
				Description: LocalizedText{"A sidewalk blocked by objects, trash, scaffolding or construction with no safe way around.", "Una acera bloqueada por objetos, basura, andamios u obras sin un paso seguro para rodearlos."}},
			{Slug: "missing-curb-ramp",
				Label:       LocalizedText{"Missing Curb Ramp", "Falta rampa en la acera"},
				Description: LocalizedText{"A corner with no ramp between the sidewalk and the street for wheelchairs, strollers or walkers.", "Una esquina sin rampa entre la acera y la calle para sillas de ruedas, cochecitos de bebé o andadores."}},
		},
	},
	{
		Slug:        "visibility-hazards",
		Label:       LocalizedText{"Visibility Hazards", "Problemas de visibilidad"},
		Description: LocalizedText{"Things that stop drivers and people walking or biking from seeing each other.", "Cosas que impiden que conductores, peatones y ciclistas se vean entre sí."},
		Types: []ReportType{
			{Slug: "poor-lighting",
				Label:       LocalizedText{"Poor Lighting", "Poca iluminación"},
				Description: LocalizedText{"A crossing, path or corner too dark at night to see people walking or biking.", "Un cruce, camino o esquina tan oscuro de noche que no se ve a peatones ni ciclistas."}},
			{Slug: "unsafe-crossing",
				Label:       LocalizedText{"Unsafe Crossing", "Cruce peligroso"},
				Description: LocalizedText{"A place where people cross the street but drivers cannot see them in time or do not expect them.", "Un lugar donde la gente cruza la calle pero los conductores no la ven a tiempo o no la esperan."}},
			{Slug: "overgrown-vegetation",
				Label:       LocalizedText{"Overgrown Plants", "Vegetación crecida"},
				Description: LocalizedText{"Trees, bushes or weeds that block the view of the road, signs or the sidewalk.", "Árboles, arbustos o hierba que tapan la vista de la calle, las señales o la acera."}},
			{Slug: "blocked-signage",
				Label:       LocalizedText{"Blocked Sign", "Señal tapada"},
				Description: LocalizedText{"A traffic sign hidden behind trees, vehicles, banners or other objects.", "Una señal de tránsito oculta detrás de árboles, vehículos, carteles u otros objetos."}},
			{Slug: "poor-street-lighting",
				Label:       LocalizedText{"Streetlight Out or Dim", "Alumbrado público apagado o débil"},
				Description: LocalizedText{"A streetlight that is out, flickering or too dim to light the street.", "Un poste de luz apagado, que parpadea o que alumbra muy poco la calle."}},
			{Slug: "obstructed-sightlines",
				Label:       LocalizedText{"Blocked View at a Corner", "Vista bloqueada en una esquina"},
				Description: LocalizedText{"A wall, parked truck, sign or other structure near a corner that stops drivers and people crossing from seeing each other.", "Un muro, camión estacionado, letrero u otra estructura cerca de una esquina que impide que conductores y peatones se vean."}},
			{Slug: "glare-issues",
				Label:       LocalizedText{"Glare", "Deslumbramiento"},
				Description: LocalizedText{"Sun, bright lights or reflections that blind drivers or people walking at a crossing.", "Sol, luces fuertes o reflejos que deslumbran a conductores o peatones en un cruce."}},
		},
	},
	{
		Slug:        "signage-signals",
		Label:       LocalizedText{"Signs and Traffic Lights", "Señales y semáforos"},
		Description: LocalizedText{"Traffic signs and lights that are missing, hidden, faded or not working.", "Señales de tránsito y semáforos que faltan, están tapados, desgastados o no funcionan."},
		Types: []ReportType{
			{Slug: "obscured-stop-sign",
				Label:       LocalizedText{"Hidden Stop Sign", "Señal de alto tapada"},
				Description: LocalizedText{"A stop sign that is hard to see because of branches, other signs, damage or where it stands.", "Una señal de alto difícil de ver por ramas, otros letreros, daños o el lugar donde está."}},
			{Slug: "malfunctioning-signal",
				Label:       LocalizedText{"Traffic Light Not Working Right", "Semáforo que falla"},
				Description: LocalizedText{"A traffic light that is dark, stuck, flashing when it should not, or badly timed.", "Un semáforo apagado, trabado, intermitente cuando no debería o mal sincronizado."}},
			{Slug: "missing-signage",
				Label:       LocalizedText{"Missing Sign", "Falta una señal"},
				Description: LocalizedText{"A place that needs a sign, such as stop, yield, speed limit or school, and has none.", "Un lugar que necesita una señal, como de alto, ceda el paso, límite de velocidad o escuela, y no la tiene."}},
			{Slug: "construction-confusion",
				Label:       LocalizedText{"Confusing Construction Zone", "Obras con señalización confusa"},
				Description: LocalizedText{"Road or building work with unclear signs, detours or closures that leave drivers or people walking unsure where to go.", "Obras en la calle o en un edificio con letreros, desvíos o cierres poco claros que dejan a conductores y peatones sin saber por dónde ir."}},
			{Slug: "faded-signs",
				Label:       LocalizedText{"Faded Sign", "Señal desgastada"},
				Description: LocalizedText{"A sign that is faded, peeling or damaged and hard to read.", "Una señal descolorida, despintada o dañada que cuesta leer."}},
		},
	},
	{
		Slug:        "road-infrastructure",
		Label:       LocalizedText{"Road Conditions", "Estado de la calzada"},
		Description: LocalizedText{"Damage, debris and standing water on the road that put people biking or driving at risk.", "Daños, escombros y agua estancada en la calzada que ponen en riesgo a ciclistas y conductores."},
		Types: []ReportType{
			{Slug: "pothole",
				Label:       LocalizedText{"Pothole", "Bache"},
				Description: LocalizedText{"A hole or sunken patch in the road surface that can damage bikes or cars.", "Un bache o hundimiento en la calzada que puede dañar bicicletas o carros."}},
			{Slug: "cracked-pavement",
				Label:       LocalizedText{"Cracked Pavement", "Pavimento agrietado"},
				Description: LocalizedText{"Wide cracks, ruts or broken pavement that can catch a bike wheel or trip someone crossing.", "Grietas anchas, surcos o pavimento roto donde puede atascarse la rueda de una bicicleta o tropezar alguien que cruza."}},
			{Slug: "missing-curb-ramp-road",
				Label:       LocalizedText{"Missing Curb Ramp at a Crossing", "Falta rampa en un cruce"},
				Description: LocalizedText{"A crossing where the curb has no ramp down to the street, so wheelchairs and strollers cannot get across.", "Un cruce donde el borde de la acera no tiene rampa hacia la calle, por lo que no pueden pasar sillas de ruedas ni cochecitos."}},
			{Slug: "blocked-by-construction",
				Label:       LocalizedText{"Blocked by Construction", "Bloqueado por obras"},
				Description: LocalizedText{"A traffic lane, bike lane or crossing closed by construction with no safe way around.", "Un carril de tránsito, carril de bicicletas o cruce cerrado por obras sin una alternativa segura."}},
			{Slug: "flooding-drainage",
				Label:       LocalizedText{"Flooding or Poor Drainage", "Inundación o mal drenaje"},
				Description: LocalizedText{"Water that pools on the road or at crossings after rain because drains are clogged or missing.", "Agua que se acumula en la calzada o en los cruces después de llover porque las alcantarillas están tapadas o no existen."}},
			{Slug: "debris-in-lane",
				Label:       LocalizedText{"Debris in the Lane", "Escombros en el carril"},
				Description: LocalizedText{"Glass, gravel, branches or other objects lying in a traffic or bike lane.", "Vidrios, grava, ramas u otros objetos tirados en un carril de tránsito o de bicicletas."}},
		},
	},
	{
		Slug:        "illegal-parking",
		Label:       LocalizedText{"Illegal Parking", "Estacionamiento ilegal"},
		Description: LocalizedText{"Vehicles parked where they block people, crossings, access or emergency routes.", "Vehículos estacionados donde bloquean el paso de personas, cruces, accesos o rutas de emergencia."},
		Types: []ReportType{
			{Slug: "curb-cut-blocked", Vehicle: true,
				Label:       LocalizedText{"Curb Ramp or Driveway Blocked", "Rampa o entrada bloqueada"},
				Description: LocalizedText{"A vehicle parked across a curb ramp or driveway, blocking wheelchairs, strollers or cars.", "Un vehículo estacionado frente a una rampa de la acera o una entrada de garaje que bloquea el paso de sillas de ruedas, cochecitos o carros."}},
			{Slug: "crosswalk-parking", Vehicle: true,
				Label:       LocalizedText{"Parked in a Crosswalk", "Estacionado en el paso peatonal"},
				Description: LocalizedText{"A vehicle parked on or too close to a crosswalk, blocking people crossing or hiding them from drivers.", "Un vehículo estacionado sobre el paso peatonal o demasiado cerca, que bloquea a quienes cruzan o los oculta de los conductores."}},
			{Slug: "double-parking", Vehicle: true,
				Label:       LocalizedText{"Double Parking", "Estacionado en doble fila"},
				Description: LocalizedText{"A vehicle stopped or parked beside parked cars, blocking a traffic or bike lane.", "Un vehículo detenido o estacionado junto a carros ya estacionados, que bloquea un carril de tránsito o de bicicletas."}},
			{Slug: "sidewalk-parking", Vehicle: true,
				Label:       LocalizedText{"Parked on the Sidewalk", "Estacionado en la acera"},
				Description: LocalizedText{"A vehicle parked fully or partly on the sidewalk, forcing people to walk around it.", "Un vehículo estacionado total o parcialmente sobre la acera, que obliga a la gente a rodearlo."}},
			{Slug: "fire-lane-blocked", Vehicle: true,
				Label:       LocalizedText{"Fire Lane or Hydrant Blocked", "Carril de bomberos o hidrante bloqueado"},
				Description: LocalizedText{"A vehicle parked in a marked fire lane or in front of a fire hydrant, where fire trucks need access.", "Un vehículo estacionado en un carril de bomberos señalizado o frente a un hidrante, donde los bomberos necesitan acceso."}},
			{Slug: "school-zone-parking", Vehicle: true,
				Label:       LocalizedText{"Illegal Parking in a School Zone", "Estacionamiento ilegal en zona escolar"},
				Description: LocalizedText{"A vehicle parked where signs forbid it in a school zone, such as a no-stopping area or a school bus stop.", "Un vehículo estacionado donde las señales lo prohíben en una zona escolar, como un área donde no se permite detenerse o una parada del autobús escolar."}},
		},
	},
	{
		Slug:        "bike-issues",
		Label:       LocalizedText{"Bike Safety", "Seguridad para ciclistas"},
		Description: LocalizedText{"Gaps and dangers in bike lanes, especially on the routes children take to school.", "Carencias y peligros en los carriles de bicicletas, sobre todo en las rutas que usan los niños para ir a la escuela."},
		Types: []ReportType{
			{Slug: "bike-lane-blocked-school",
				Label:       LocalizedText{"Bike Lane Blocked Near a School", "Carril de bicicletas bloqueado cerca de una escuela"},
				Description: LocalizedText{"A bike lane near a school blocked by cars, trash bins, construction or other objects.", "Un carril de bicicletas cerca de una escuela bloqueado por carros, contenedores de basura, obras u otros objetos."}},
			{Slug: "no-bike-lane-school-route",
				Label:       LocalizedText{"No Bike Lane on a School Route", "Sin carril de bicicletas en la ruta escolar"},
				Description: LocalizedText{"A street children use to get to school that has no bike lane or safe place to ride.", "Una calle que usan los niños para ir a la escuela y que no tiene carril de bicicletas ni un lugar seguro para circular."}},
			{Slug: "bike-lane-ends-abruptly",
				Label:       LocalizedText{"Bike Lane Ends Suddenly", "El carril de bicicletas termina de repente"},
				Description: LocalizedText{"A bike lane that stops without warning and leaves riders in traffic.", "Un carril de bicicletas que se acaba sin aviso y deja a los ciclistas en medio del tránsito."}},
			{Slug: "cars-turning-through-bike-lane", Vehicle: true,
				Label:       LocalizedText{"Cars Turning Across the Bike Lane", "Carros que giran cruzando el carril de bicicletas"},
				Description: LocalizedText{"Drivers turning across a bike lane without yielding to people on bikes.", "Conductores que giran atravesando el carril de bicicletas sin ceder el paso a los ciclistas."}},
		},
	},
	{
		Slug:        "intersections-signals",
		Label:       LocalizedText{"School Crossings", "Cruces cerca de escuelas"},
		Description: LocalizedText{"Crosswalks and signals near schools that are missing, broken or ignored.", "Pasos peatonales y semáforos cerca de escuelas que faltan, están averiados o no se respetan."},
		Types: []ReportType{
			{Slug: "missing-crosswalk-school",
				Label:       LocalizedText{"Missing Crosswalk Near a School", "Falta paso peatonal cerca de una escuela"},
				Description: LocalizedText{"A place near a school where children cross but there is no marked crosswalk.", "Un lugar cerca de una escuela donde cruzan niños pero no hay un paso peatonal marcado."}},
			{Slug: "broken-crosswalk-signal",
				Label:       LocalizedText{"Broken Crosswalk Signal", "Semáforo peatonal averiado"},
				Description: LocalizedText{"A walk signal or crossing light near a school that is not working.", "Un semáforo peatonal o luz de cruce cerca de una escuela que no funciona."}},
			{Slug: "drivers-run-stop-signs", Vehicle: true,
				Label:       LocalizedText{"Drivers Running Stop Signs", "Conductores que se pasan el alto"},
				Description: LocalizedText{"Drivers going through a stop sign near a school without stopping.", "Conductores que pasan una señal de alto cerca de una escuela sin detenerse."}},
			{Slug: "no-flashing-school-light",
				Label:       LocalizedText{"No Flashing School Light", "Falta luz intermitente escolar"},
				Description: LocalizedText{"A school zone without flashing lights to warn drivers when children arrive or leave.", "Una zona escolar sin luces intermitentes que avisen a los conductores a la hora de entrada o salida."}},
		},
	},
	{
		Slug:        "drop-off-zones",
		Label:       LocalizedText{"School Drop-Off Zones", "Zonas para dejar y recoger estudiantes"},
		Description: LocalizedText{"Unsafe driving and poor design where parents drop off and pick up children at school.", "Conducción peligrosa y mal diseño donde los padres dejan y recogen a los niños en la escuela."},
		Types: []ReportType{
			{Slug: "double-parking-dropoff", Vehicle: true,
				Label:       LocalizedText{"Double Parking at Drop-Off", "Doble fila al dejar estudiantes"},
				Description: LocalizedText{"Drivers stopping beside parked cars, in a traffic or bike lane, to drop off or pick up children.", "Conductores que se detienen en doble fila, en un carril de tránsito o de bicicletas, para dejar o recoger a niños."}},
			{Slug: "blocking-crosswalk-dropoff", Vehicle: true,
				Label:       LocalizedText{"Blocking the Crosswalk at Drop-Off", "Bloquear el paso peatonal al dejar estudiantes"},
				Description: LocalizedText{"Drivers stopping on a crosswalk to drop off or pick up children, forcing others to walk around.", "Conductores que se detienen sobre el paso peatonal para dejar o recoger a niños y obligan a los demás a rodearlos."}},
			{Slug: "dropoff-too-close-to-intersection",
				Label:       LocalizedText{"Drop-Off Too Close to an Intersection", "Zona de ascenso y descenso muy cerca del cruce"},
				Description: LocalizedText{"A drop-off spot so close to a corner that stopped cars block the view or the traffic.", "Un lugar para dejar estudiantes tan cerca de una esquina que los carros detenidos tapan la vista o el tránsito."}},
			{Slug: "no-school-dropoff-design",
				Label:       LocalizedText{"No Safe Drop-Off Area", "Sin zona segura para dejar estudiantes"},
				Description: LocalizedText{"A school with no marked, safe place for cars to drop off and pick up children.", "Una escuela sin un lugar señalizado y seguro para que los carros dejen y recojan a los niños."}},
		},
	},
	{
		Slug:        "enforcement-gaps",
		Label:       LocalizedText{"School-Zone Enforcement", "Vigilancia en zonas escolares"},
		Description: LocalizedText{"Rules around schools that nobody enforces, so unsafe parking and driving go on.", "Normas cerca de las escuelas que nadie hace cumplir, por lo que siguen el estacionamiento y la conducción peligrosos."},
		Types: []ReportType{
			{Slug: "illegal-parking-school-hours", Vehicle: true,
				Label:       LocalizedText{"Illegal Parking During School Hours", "Estacionamiento ilegal en horario escolar"},
				Description: LocalizedText{"Vehicles parked where it is not allowed during school hours, such as bus or drop-off zones.", "Vehículos estacionados donde no está permitido en horario escolar, como zonas de autobús o para dejar estudiantes."}},
			{Slug: "crosswalk-parking-near-school", Vehicle: true,
				Label:       LocalizedText{"Parked in a Crosswalk Near a School", "Estacionado en un paso peatonal cerca de una escuela"},
				Description: LocalizedText{"A vehicle parked on or blocking a crosswalk that children use to get to school.", "Un vehículo estacionado sobre un paso peatonal, o bloqueándolo, que usan los niños para ir a la escuela."}},
			{Slug: "no-enforcement-in-zone",
				Label:       LocalizedText{"No Enforcement in a School Zone", "Sin vigilancia en zona escolar"},
				Description: LocalizedText{"A school zone where speeding or illegal parking happens often and no one enforces the rules.", "Una zona escolar donde son frecuentes el exceso de velocidad o el estacionamiento ilegal y nadie hace cumplir las normas."}},
			{Slug: "signage-blocked",
				Label:       LocalizedText{"Parking or School Sign Blocked", "Señal de estacionamiento o escolar tapada"},
				Description: LocalizedText{"A parking or school-zone sign that is covered or hidden, so drivers miss the rule and it is hard to enforce.", "Una señal de estacionamiento o de zona escolar cubierta u oculta, de modo que los conductores no ven la norma y es difícil hacerla cumplir."}},
		},
	},
	{
		Slug:        CategoryRenterProtection,
		Label:       LocalizedText{"Renter Protection", "Protección al inquilino"},
		Description: LocalizedText{"Problems with a landlord or rental home that may break tenant-protection laws; your report is never shown publicly.", "Problemas con el arrendador o la vivienda de alquiler que pueden violar las leyes que protegen a los inquilinos; tu reporte nunca se muestra en público."},
		Private:     true,
		Types: []ReportType{
			{Slug: "illegal-lockouts",
				Label:       LocalizedText{"Illegal Lockout", "Desalojo ilegal o cambio de cerradura"},
				Description: LocalizedText{"A landlord changing the locks, removing your belongings or shutting off utilities to force you out without a court order.", "El arrendador cambia la cerradura, saca tus pertenencias o corta los servicios para obligarte a irte sin una orden judicial."}},
			{Slug: "retaliation",
				Label:       LocalizedText{"Retaliation", "Represalias"},
				Description: LocalizedText{"A landlord raising the rent, cutting services or threatening eviction because you complained, asked for repairs or joined a tenant group.", "El arrendador sube la renta, reduce servicios o amenaza con desalojarte porque te quejaste, pediste reparaciones o te uniste a una asociación de inquilinos."}},
			{Slug: "habitability-failures",
				Label:       LocalizedText{"Unlivable Conditions", "Condiciones inhabitables"},
				Description: LocalizedText{"Basic repairs the landlord will not make, such as heat, hot water, leaks, mold, pests or broken locks.", "Reparaciones básicas que el arrendador no hace, como calefacción, agua caliente, goteras, moho, plagas o cerraduras rotas."}},
			{Slug: "building-safety-requirements",
				Label:       LocalizedText{"Building Safety Problems", "Problemas de seguridad en el edificio"},
				Description: LocalizedText{"Missing or broken smoke or carbon monoxide alarms, blocked exits or fire escapes, or other safety hazards in the building.", "Detectores de humo o de monóxido de carbono que faltan o no funcionan, salidas o escaleras de emergencia bloqueadas u otros peligros en el edificio."}},
			{Slug: "rent-control-violations",
				Label:       LocalizedText{"Rent Control Violation", "Violación del control de rentas"},
				Description: LocalizedText{"In a home covered by rent control or rent stabilization, a rent increase above the allowed amount or extra fees used to get around the limit.", "En una vivienda sujeta a control o estabilización de rentas, un aumento mayor al permitido o cargos adicionales para evadir el límite."}},
			{Slug: "security-deposit-violations",
				Label:       LocalizedText{"Security Deposit Problem", "Problema con el depósito de garantía"},
				Description: LocalizedText{"A landlord asking for a larger deposit than the law allows, not returning it on time, or keeping it without an itemized list of damages.", "El arrendador pide un depósito mayor al que permite la ley, no lo devuelve a tiempo o se lo queda sin una lista detallada de los daños."}},
			{Slug: "housing-discrimination",
				Label:       LocalizedText{"Housing Discrimination", "Discriminación en la vivienda"},
				Description: LocalizedText{"Being refused a rental or treated differently because of race, religion, national origin, sex, disability, having children or another trait the law protects.", "Que te nieguen una vivienda o te traten diferente por tu raza, religión, origen nacional, sexo, discapacidad, tener hijos u otra característica protegida por la ley."}},
			{Slug: "criminal-history-screening",
				Label:       LocalizedText{"Criminal Record Screening", "Uso de antecedentes penales"},
				Description: LocalizedText{"A landlord asking about a criminal record, or turning you down because of one, where local law limits or forbids it.", "Un arrendador que pregunta por antecedentes penales, o te rechaza por ellos, donde la ley local lo limita o lo prohíbe."}},
			{Slug: "lead-safety-violations",
				Label:       LocalizedText{"Lead Paint Hazard", "Peligro de pintura con plomo"},
				Description: LocalizedText{"Peeling or chipping paint in a building built before 1978, or repair work that spreads paint dust, which may contain lead.", "Pintura descascarada en un edificio construido antes de 1978, o reparaciones que levantan polvo de pintura, que puede contener plomo."}},
			{Slug: "failure-to-post-notices",
				Label:       LocalizedText{"Required Notices Not Posted", "Faltan avisos obligatorios"},
				Description: LocalizedText{"A building without notices the law requires, such as the owner's or manager's contact, an emergency repair number or tenant rights information.", "Un edificio sin los avisos que exige la ley, como el contacto del arrendador o del administrador, un número para reparaciones de emergencia o información sobre los derechos de los inquilinos."}},
		},
	},
}
