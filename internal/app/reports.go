package app

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strconv"
	"time"

	"github.com/google/uuid"
	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/imaging"
	"github.com/vecino-city/vecino/internal/vecino"
)

// FileReport files u's report with its photos (and, for private categories,
// PDF documents): each file is checked and re-encoded, a missing location is
// taken from the first photo's GPS, and the report and its files are stored
// together or not at all.
func (a *App) FileReport(ctx context.Context, u *vecino.User, in vecino.ReportInput, files [][]byte) (*vecino.Report, error) {
	in.Normalize()
	cat, _ := vecino.CategoryBySlug(in.Category)
	if cat != nil && !cat.AllowedFor(u.EffectiveRoles()) {
		return nil, vecino.Errorf(vecino.EFORBIDDEN, "Your account cannot file this kind of report.")
	}
	if rep, err := a.earlierFiling(ctx, u, in.ClientKey); rep != nil || err != nil {
		return rep, err
	}
	var incoming int64
	for _, f := range files {
		incoming += int64(len(f))
	}
	if err := a.checkFilingQuotas(ctx, u, incoming); err != nil {
		return nil, err
	}
	filed, err := checkFiles(files, cat != nil && cat.Private)
	if err != nil {
		return nil, err
	}
	fillFromPhotos(&in, filed)
	a.geocode(ctx, &in)
	if err := in.Validate(a.Now()); err != nil {
		return nil, err
	}
	rep := &vecino.Report{ReporterID: u.ID, ReporterName: u.FullName, ClientKey: in.ClientKey}
	applyInput(rep, in)
	if rep.NeighborhoodID, err = a.locate(ctx, rep.Latitude, rep.Longitude); err != nil {
		return nil, err
	}
	if err := a.storeFiles(ctx, rep, filed); err != nil {
		return nil, err
	}
	var jobs []vecino.Job
	for i, p := range rep.Photos {
		if p.State == vecino.PhotoProcessing {
			j := vecino.ProcessPhoto{PhotoID: p.ID}
			if i < len(in.Blur) {
				j.Blur = in.Blur[i]
			}
			jobs = append(jobs, j)
		}
	}
	if err := a.Store.CreateReport(ctx, rep, jobs...); err != nil {
		a.removeFiles(rep.Photos)
		if vecino.ErrorCode(err) == vecino.ECONFLICT && in.ClientKey != "" {
			// The same filing arrived twice at once and the other one won.
			if earlier, _ := a.earlierFiling(ctx, u, in.ClientKey); earlier != nil {
				return earlier, nil
			}
		}
		return nil, err
	}
	a.spendFilingQuotas(ctx, u)
	a.publish(ctx, "report.created", map[string]string{"id": rep.ID, "status": string(rep.Status)})
	return rep, nil
}

// earlierFiling is u's report already filed with key (a filing sent again
// after a lost answer, or twice from the offline queue), or nil.
func (a *App) earlierFiling(ctx context.Context, u *vecino.User, key string) (*vecino.Report, error) {
	if key == "" {
		return nil, nil
	}
	rep, err := a.Store.ReportByClientKey(ctx, u.ID, key)
	if vecino.ErrorCode(err) == vecino.ENOTFOUND {
		return nil, nil
	}
	return rep, err
}

// applyInput copies the checked fields of in onto rep.
func applyInput(rep *vecino.Report, in vecino.ReportInput) {
	rep.Category, rep.Type, rep.Description, rep.Address = in.Category, in.Type, in.Description, in.Address
	rep.Latitude, rep.Longitude, rep.OccurredAt, rep.LicensePlate = in.Latitude, in.Longitude, in.OccurredAt, in.LicensePlate
	rep.BuildingAddress, rep.Unit, rep.LandlordName, rep.StartedAt = in.BuildingAddress, in.Unit, in.LandlordName, in.StartedAt
}

// ReportEdit is a reporter's correction: absent fields keep their value.
type ReportEdit struct {
	Type            *string    `json:"type"`
	Description     *string    `json:"description"`
	Latitude        *float64   `json:"latitude"`
	Longitude       *float64   `json:"longitude"`
	Address         *string    `json:"address"`
	OccurredAt      *time.Time `json:"occurred_at"`
	LicensePlate    *string    `json:"license_plate"`
	BuildingAddress *string    `json:"building_address"`
	Unit            *string    `json:"unit"`
	LandlordName    *string    `json:"landlord_name"`
	StartedAt       *time.Time `json:"started_at"`
}

// EditReport lets u correct their own report while it is in screening;
// photos stay as they are. Someone else's report is ENOTFOUND.
func (a *App) EditReport(ctx context.Context, u *vecino.User, id string, e ReportEdit) (*vecino.Report, error) {
	rep, err := a.Store.ReportByID(ctx, id)
	if err != nil {
		return nil, err
	}
	if rep.ReporterID != u.ID {
		return nil, vecino.Errorf(vecino.ENOTFOUND, "Report not found.")
	}
	in := vecino.ReportInput{Category: rep.Category, Type: pick(e.Type, rep.Type), Description: pick(e.Description, rep.Description),
		Latitude: rep.Latitude, Longitude: rep.Longitude, Address: pick(e.Address, rep.Address), OccurredAt: rep.OccurredAt,
		LicensePlate: pick(e.LicensePlate, rep.LicensePlate), BuildingAddress: pick(e.BuildingAddress, rep.BuildingAddress),
		Unit: pick(e.Unit, rep.Unit), LandlordName: pick(e.LandlordName, rep.LandlordName), StartedAt: rep.StartedAt,
		Photos: len(rep.Photos)}
	if e.Latitude != nil || e.Longitude != nil {
		in.Latitude, in.Longitude = e.Latitude, e.Longitude
	}
	if e.OccurredAt != nil {
		in.OccurredAt = toSecond(*e.OccurredAt)
	}
	if e.StartedAt != nil {
		in.StartedAt = toSecond(*e.StartedAt)
	}
	in.Normalize()
	if err := in.Validate(a.Now()); err != nil {
		return nil, err
	}
	applyInput(rep, in)
	if rep.NeighborhoodID, err = a.locate(ctx, rep.Latitude, rep.Longitude); err != nil {
		return nil, err
	}
	if err := a.Store.UpdateReport(ctx, rep); err != nil {
		return nil, err
	}
	a.reportUpdated(ctx, rep.ID)
	return rep, nil
}

func pick(v *string, def string) string {
	if v != nil {
		return *v
	}
	return def
}

func toSecond(t time.Time) *time.Time {
	t = t.UTC().Truncate(time.Second)
	return &t
}

// DeleteReport withdraws u's own report while it is in screening, with its
// files.
func (a *App) DeleteReport(ctx context.Context, u *vecino.User, id string) error {
	photos, err := a.Store.DeleteReport(ctx, id, u.ID)
	if err != nil {
		return err
	}
	a.publish(ctx, "report.deleted", nil)
	a.removeFiles(photos)
	return nil
}

// checked is one upload as filed: an image checked from its header, with
// its metadata (processed later, by a job), or a PDF as it came.
type checked struct {
	original []byte
	kind     string // of an image; "" for a PDF
	meta     imaging.Meta
}

// checkFiles checks every file from its first bytes and header: the format,
// the size, the dimensions, and reads the metadata. Nothing is decoded: the
// public copies are made in the background (ProcessPhoto).
func checkFiles(files [][]byte, allowPDF bool) ([]checked, error) {
	out := make([]checked, len(files))
	for i, b := range files {
		if allowPDF && bytes.HasPrefix(b, []byte("%PDF-")) {
			out[i] = checked{original: b}
			continue
		}
		kind, meta, err := imaging.Inspect(b)
		if err != nil {
			return nil, photoError(i, err, allowPDF)
		}
		out[i] = checked{original: b, kind: kind, meta: meta}
	}
	return out, nil
}

// photoError turns an imaging error into a field error on photos, naming the
// file's position for the form.
func photoError(i int, err error, allowPDF bool) error {
	code, status, msg := "unreadable", vecino.EINVALID, "A photo could not be read."
	switch {
	case errors.Is(err, imaging.ErrUnsupported):
		code, status, msg = "unsupported_type", vecino.EUNSUPPORTED, "Photos must be JPEG, PNG, WebP or HEIC images."
		if allowPDF {
			msg = "Files must be JPEG, PNG, WebP or HEIC images, or PDF documents."
		}
	case errors.Is(err, imaging.ErrTooLarge):
		code, status, msg = "too_large", vecino.ETOOLARGE, "Each photo can be at most 10 MB."
	case errors.Is(err, imaging.ErrDimensions):
		code, msg = "too_many_pixels", "A photo's dimensions are too large."
	}
	return &vecino.Error{Code: status, Message: msg, Fields: map[string]string{"photos": code, "photos." + strconv.Itoa(i): code}}
}

// fillFromPhotos takes a missing location from the first photo with EXIF GPS.
func fillFromPhotos(in *vecino.ReportInput, files []checked) {
	if in.Latitude != nil || in.Longitude != nil {
		return
	}
	for _, p := range files {
		if p.kind != "" && p.meta.Latitude != nil {
			in.Latitude, in.Longitude = p.meta.Latitude, p.meta.Longitude
			return
		}
	}
}

// storeFiles writes every original durably and records the photos on rep:
// images processing, documents ready.
func (a *App) storeFiles(ctx context.Context, rep *vecino.Report, files []checked) error {
	for _, f := range files {
		p := vecino.Photo{ID: uuid.Must(uuid.NewV7()).String(), Size: int64(len(f.original)), ContentType: "application/pdf",
			State: vecino.PhotoReady}
		if f.kind != "" {
			p.ContentType, p.State = imaging.ContentType(f.kind), vecino.PhotoProcessing
		}
		rep.Photos = append(rep.Photos, p)
		if err := a.Files.Put(ctx, p.OriginalKey(), f.original); err != nil {
			a.removeFiles(rep.Photos)
			return filesError(err)
		}
	}
	return nil
}

// filesError tells the filer why the photos could not be stored when it is
// not their fault: 507 when the store is full, 503 while it refuses writes.
func filesError(err error) error {
	switch {
	case errors.Is(err, filestore.ErrFull):
		slog.Error("photo storage is full", "err", err)
		return vecino.Errorf(vecino.ESTORAGEFULL, "There is no room to store photos right now. Please try again later.")
	case errors.Is(err, filestore.ErrUnavailable):
		slog.Error("photo storage refuses writes", "err", err)
		return vecino.Errorf(vecino.EUNAVAILABLE, "Photos cannot be stored right now. Please try again in a few minutes.")
	}
	return err
}

// removeFiles deletes the files of photos; what it cannot delete, the
// orphan sweep will.
func (a *App) removeFiles(photos []vecino.Photo) {
	for _, p := range photos {
		a.deleteFiles(p.OriginalKey(), p.PublicKey(), p.ThumbKey())
	}
}

// geocode places a report that has a typed address but no point (no pin, no
// photo GPS) with the geocoder. When it finds nothing or does not answer,
// the report stays without a point and staff place it on screening.
func (a *App) geocode(ctx context.Context, in *vecino.ReportInput) {
	if a.Geocoder == nil || in.Latitude != nil || in.Longitude != nil {
		return
	}
	address := in.Address
	if address == "" {
		address = in.BuildingAddress
	}
	if address == "" {
		return
	}
	lat, lng, found, err := a.Geocoder.Geocode(ctx, address)
	if err != nil {
		slog.WarnContext(ctx, "geocoder did not answer; the report waits for staff to place it", "err", err)
		return
	}
	if found {
		in.Latitude, in.Longitude = &lat, &lng
	}
}

// PlaceReport sets a report's map point, as staff do on screening for a
// report filed without one (the geocoder found nothing or did not answer).
func (a *App) PlaceReport(ctx context.Context, id string, lat, lng float64) (*vecino.Report, error) {
	fe := vecino.FieldErrors{}
	if lat < -90 || lat > 90 {
		fe.Add("latitude", vecino.FieldOutOfRange)
	}
	if lng < -180 || lng > 180 {
		fe.Add("longitude", vecino.FieldOutOfRange)
	}
	if err := fe.Err(); err != nil {
		return nil, err
	}
	rep, err := a.Store.ReportByID(ctx, id)
	if err != nil {
		return nil, err
	}
	rep.Latitude, rep.Longitude = &lat, &lng
	if rep.NeighborhoodID, err = a.locate(ctx, rep.Latitude, rep.Longitude); err != nil {
		return nil, err
	}
	if err := a.Store.SetLocation(ctx, id, lat, lng, rep.NeighborhoodID); err != nil {
		return nil, err
	}
	a.reportUpdated(ctx, id)
	return a.Store.ReportByID(ctx, id)
}
