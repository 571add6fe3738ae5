package httpapi

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/vecino-city/vecino/internal/imaging"
	"github.com/vecino-city/vecino/internal/vecino"
)

func (s *Server) getCatalog(w http.ResponseWriter, r *http.Request) error {
	w.Header().Set("Cache-Control", "public, max-age=300")
	writeJSON(w, http.StatusOK, vecino.Catalog)
	return nil
}

// createReport is POST /api/reports: a multipart form with the report's
// fields and its photos. The report and its files are stored together or not
// at all.
func (s *Server) createReport(w http.ResponseWriter, r *http.Request) error {
	if r.ContentLength > maxUpload {
		return errTooLarge // refused before reading the body
	}
	// Slow phone connections need longer than the server's read timeout.
	http.NewResponseController(w).SetReadDeadline(s.now().Add(uploadTimeout)) //nolint:errcheck
	r.Body = http.MaxBytesReader(w, r.Body, maxUpload)
	mr, err := r.MultipartReader()
	if err != nil {
		return vecino.Errorf(vecino.EUNSUPPORTED, "Send the report as multipart/form-data.")
	}
	form, err := readReportForm(mr)
	if err != nil {
		return err
	}
	in, err := form.input()
	if err != nil {
		return err
	}
	u := userFrom(r.Context())
	in.Normalize()
	if cat, ok := vecino.CategoryBySlug(in.Category); ok && !cat.AllowedFor(u.EffectiveRoles()) {
		return vecino.Errorf(vecino.EFORBIDDEN, "Your account cannot file this kind of report.")
	}
	cat, _ := vecino.CategoryBySlug(in.Category)
	processed, err := s.processFiles(r.Context(), form.files, cat != nil && cat.Private)
	if err != nil {
		return err
	}
	fillFromPhotos(&in, processed)
	if err := in.Validate(s.now()); err != nil {
		return err
	}
	rep := &vecino.Report{ReporterID: u.ID, ReporterName: u.FullName, Category: in.Category, Type: in.Type, Description: in.Description,
		Latitude: in.Latitude, Longitude: in.Longitude, Address: in.Address, OccurredAt: in.OccurredAt, LicensePlate: in.LicensePlate,
		BuildingAddress: in.BuildingAddress, Unit: in.Unit, LandlordName: in.LandlordName, StartedAt: in.StartedAt}
	if err := s.storeFiles(r.Context(), rep, processed); err != nil {
		return err
	}
	if err := s.db.CreateReport(r.Context(), rep); err != nil {
		s.removeFiles(rep.Photos)
		return err
	}
	s.publish(r.Context(), "report.created", map[string]string{"id": rep.ID, "status": string(rep.Status)})
	writeJSON(w, http.StatusCreated, s.reportView(rep, u))
	return nil
}

// processed is one checked upload: a processed image, or a PDF as it came.
type processed struct {
	original []byte
	image    *imaging.Result
	pdf      bool
}

// processFiles checks and converts every file, a bounded number at once: each
// decode of a phone photo takes some 60 MB.
func (s *Server) processFiles(ctx context.Context, files [][]byte, allowPDF bool) ([]processed, error) {
	out := make([]processed, len(files))
	for i, b := range files {
		if allowPDF && bytes.HasPrefix(b, []byte("%PDF-")) {
			out[i] = processed{original: b, pdf: true}
			continue
		}
		select {
		case s.imageSlots <- struct{}{}:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		res, err := imaging.Process(b)
		<-s.imageSlots
		if err != nil {
			return nil, photoError(i, err, allowPDF)
		}
		out[i] = processed{original: b, image: res}
	}
	return out, nil
}

// photoError turns an imaging error into a field error on photos, naming the
// file's position for the form.
func photoError(i int, err error, allowPDF bool) error {
	code, status, msg := "unreadable", vecino.EINVALID, "A photo could not be read."
	switch {
	case errors.Is(err, imaging.ErrUnsupported):
		code, status, msg = "unsupported_type", vecino.EUNSUPPORTED, "Photos must be JPEG, PNG or WebP images."
		if allowPDF {
			msg = "Files must be JPEG, PNG or WebP images, or PDF documents."
		}
	case errors.Is(err, imaging.ErrTooLarge):
		code, status, msg = "too_large", vecino.ETOOLARGE, "Each photo can be at most 10 MB."
	case errors.Is(err, imaging.ErrDimensions):
		code, msg = "too_many_pixels", "A photo's dimensions are too large."
	}
	return &vecino.Error{Code: status, Message: msg, Fields: map[string]string{"photos": code, "photos." + strconv.Itoa(i): code}}
}

// fillFromPhotos takes a missing location from the first photo with EXIF GPS.
func fillFromPhotos(in *vecino.ReportInput, files []processed) {
	if in.Latitude != nil || in.Longitude != nil {
		return
	}
	for _, p := range files {
		if p.image != nil && p.image.Meta.Latitude != nil {
			in.Latitude, in.Longitude = p.image.Meta.Latitude, p.image.Meta.Longitude
			return
		}
	}
}

// storeFiles writes every file durably and records the photos on rep.
func (s *Server) storeFiles(ctx context.Context, rep *vecino.Report, files []processed) error {
	for _, f := range files {
		p := vecino.Photo{ID: newPhotoID(), Size: int64(len(f.original)), ContentType: "application/pdf"}
		puts := map[string][]byte{p.OriginalKey(): f.original}
		if f.image != nil {
			p.ContentType, p.Width, p.Height = imaging.ContentType(f.image.Kind), f.image.Width, f.image.Height
			puts[p.PublicKey()], puts[p.ThumbKey()] = f.image.Public, f.image.Thumb
		}
		rep.Photos = append(rep.Photos, p)
		for key, data := range puts {
			if err := s.files.Put(ctx, key, data); err != nil {
				s.removeFiles(rep.Photos)
				return err
			}
		}
	}
	return nil
}

// removeFiles deletes the files of photos; what it cannot delete, the
// orphan sweep will.
func (s *Server) removeFiles(photos []vecino.Photo) {
	ctx := context.Background()
	for _, p := range photos {
		for _, key := range []string{p.OriginalKey(), p.PublicKey(), p.ThumbKey()} {
			if err := s.files.Delete(ctx, key); err != nil {
				slog.Warn("delete photo file", "key", key, "err", err)
			}
		}
	}
}
