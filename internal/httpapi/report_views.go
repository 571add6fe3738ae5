package httpapi

import (
	"net/http"
	"strconv"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
	"github.com/vecino-city/vecino/internal/webhost"
)

// mediaTTL is how long a signed media URL works.
const mediaTTL = 2 * time.Hour

// originalTTL is how long a signed URL of an original (full resolution,
// with its EXIF) works.
const originalTTL = 10 * time.Minute

// uploadTimeout is how long a report upload may take to arrive.
const uploadTimeout = 10 * time.Minute

type photoView struct {
	ID           string `json:"id"`
	ContentType  string `json:"content_type"`
	URL          string `json:"url"`
	ThumbnailURL string `json:"thumbnail_url,omitempty"`
	OriginalURL  string `json:"original_url,omitempty"`
	Width        int    `json:"width,omitempty"`
	Height       int    `json:"height,omitempty"`
	// State is processing, ready or failed: an image has its url and
	// thumbnail_url once ready.
	State string `json:"state"`
}

// publicPhotos are rep's photos as the public sees them, for its
// prerendered page (the web host's report copy).
func (s *Server) publicPhotos(rep *vecino.Report) []webhost.Photo {
	var out []webhost.Photo
	for _, p := range s.reportView(rep, nil, "").Photos {
		out = append(out, webhost.Photo{URL: p.URL, ContentType: p.ContentType, Width: p.Width, Height: p.Height})
	}
	return out
}

type reporterRef struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

type reportOut struct {
	*vecino.Report
	Photos   []photoView  `json:"photos"`
	Reporter *reporterRef `json:"reporter,omitempty"`
	// Claim is who is working on the report ("assign to me"): staff only.
	Claim *vecino.Claim `json:"claim,omitempty"`
}

// reportView shapes rep for viewer, signed in as session family: the public
// never sees the plate or anything private; staff also see the reporter and
// the originals.
func (s *Server) reportView(rep *vecino.Report, viewer *vecino.User, family string) reportOut {
	own := viewer != nil && viewer.ID == rep.ReporterID
	staff := viewer.IsStaff()
	out := reportOut{Report: rep, Photos: []photoView{}}
	if !own && !staff {
		public := *rep
		public.LicensePlate, public.BuildingAddress, public.Unit, public.LandlordName, public.StartedAt = "", "", "", "", nil
		public.MediaURL = "" // a city system's own link: staff only
		public.PhotosCheckedBy = ""
		out.Report = &public
	}
	if staff {
		out.Reporter = &reporterRef{ID: rep.ReporterID, Name: rep.ReporterName}
	}
	signed := own || staff
	for _, p := range rep.Photos {
		v := photoView{ID: p.ID, ContentType: p.ContentType, Width: p.Width, Height: p.Height, State: p.State}
		if p.IsDocument() {
			if signed {
				v.URL = s.mediaURL(p.ID, "original", viewer, family, rep.Status)
			}
		} else if p.State != vecino.PhotoReady {
			// No public copy yet: its reporter and staff see it is on its way.
			if staff {
				v.OriginalURL = s.mediaURL(p.ID, "original", viewer, family, rep.Status)
			}
			if signed {
				out.Photos = append(out.Photos, v)
			}
			continue
		} else {
			grant := viewer
			if !signed {
				grant = nil
			}
			v.URL, v.ThumbnailURL = versioned(s.mediaURL(p.ID, "public", grant, family, rep.Status), p.Version), versioned(s.mediaURL(p.ID, "thumb", grant, family, rep.Status), p.Version)
			if staff {
				v.OriginalURL = s.mediaURL(p.ID, "original", viewer, family, rep.Status)
			}
		}
		if v.URL != "" {
			out.Photos = append(out.Photos, v)
		}
	}
	return out
}

// replyReport writes rep as the caller of r may see it, or returns err.
func (s *Server) replyReport(w http.ResponseWriter, r *http.Request, rep *vecino.Report, err error) error {
	if err != nil {
		return err
	}
	return reply(w, s.reportView(rep, userFrom(r.Context()), familyFrom(r.Context())), nil)
}

// mediaURL returns the path of a photo variant, signed for viewer in session
// family (nil viewer: the unsigned public path). The signature covers the
// photo, the variant, the expiry, the viewer, the session and the report's
// status, so that the media handler, instead of a bearer token, can check
// that the session is still live (not signed out), the viewer may still see
// the report (not disabled, still its reporter or staff) and its status,
// hence its visibility, has not changed since.
func (s *Server) mediaURL(id, variant string, viewer *vecino.User, family string, status vecino.Status) string {
	u := "/media/" + id + "/" + variant
	if viewer == nil {
		return u
	}
	// Rounded so that the same photo keeps the same URL for a while and the
	// browser cache can do its work; originals live minutes.
	exp := s.now().Add(mediaTTL).Truncate(time.Hour)
	if variant == "original" {
		exp = s.now().Add(originalTTL).Truncate(time.Minute)
	}
	e := strconv.FormatInt(exp.Unix(), 10)
	return u + "?exp=" + e + "&u=" + viewer.ID + "&s=" + family + "&sig=" + s.tokens.Sign(mediaGrant(id, variant, e, viewer.ID, family, status))
}

// mediaGrant is the signed text of a media URL.
func mediaGrant(id, variant, exp, viewerID, family string, status vecino.Status) string {
	return id + "/" + variant + "/" + exp + "/" + viewerID + "/" + family + "/" + string(status)
}

func (s *Server) getReport(w http.ResponseWriter, r *http.Request) error {
	rep, err := s.db.ReportByID(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	viewer := userFrom(r.Context())
	if !rep.VisibleTo(viewer) {
		return vecino.Errorf(vecino.ENOTFOUND, "Report not found.")
	}
	out := []reportOut{s.reportView(rep, viewer, familyFrom(r.Context()))}
	if viewer.IsStaff() {
		if err := s.attachClaims(r, out); err != nil {
			return err
		}
	}
	writeJSON(w, http.StatusOK, out[0])
	return nil
}

// pageLimit reads ?limit= (1–100, default def).
func pageLimit(r *http.Request, def int) (int, error) {
	l := r.URL.Query().Get("limit")
	if l == "" {
		return def, nil
	}
	n, err := strconv.Atoi(l)
	if err != nil || n < 1 || n > 100 {
		return 0, &vecino.Error{Code: vecino.EINVALID, Message: "limit must be 1 to 100.", Fields: map[string]string{"limit": vecino.FieldOutOfRange}}
	}
	return n, nil
}

// parseStatus reads an optional status filter.
func parseStatus(s string) (vecino.Status, error) {
	for _, st := range vecino.Statuses {
		if s == string(st) {
			return st, nil
		}
	}
	if s == "" {
		return "", nil
	}
	return "", &vecino.Error{Code: vecino.EINVALID, Message: "Unknown status.", Fields: map[string]string{"status": vecino.FieldInvalidFormat}}
}

func (s *Server) listMyReports(w http.ResponseWriter, r *http.Request) error {
	status, err := parseStatus(r.URL.Query().Get("status"))
	if err != nil {
		return err
	}
	limit, err := pageLimit(r, 20)
	if err != nil {
		return err
	}
	u := userFrom(r.Context())
	reports, next, err := s.db.ReportsByReporter(r.Context(), u.ID, status, r.URL.Query().Get("cursor"), limit)
	if err != nil {
		return err
	}
	items := make([]reportOut, len(reports))
	for i, rep := range reports {
		items[i] = s.reportView(rep, u, familyFrom(r.Context()))
	}
	writeJSON(w, http.StatusOK, page(items, next))
	return nil
}

func (s *Server) myReportStats(w http.ResponseWriter, r *http.Request) error {
	byStatus, byCategory, err := s.db.ReporterStats(r.Context(), userFrom(r.Context()).ID)
	if err != nil {
		return err
	}
	for _, st := range vecino.Statuses {
		byStatus[string(st)] += 0
	}
	writeJSON(w, http.StatusOK, map[string]any{"by_status": byStatus, "by_category": byCategory})
	return nil
}
