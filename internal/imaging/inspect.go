package imaging

// Inspect checks b as Check does (kind, size, the dimensions its header
// declares) and reads its metadata, without decoding any pixel: what an
// upload needs before its photo is processed in the background.
func Inspect(b []byte) (string, Meta, error) {
	kind, err := Check(b)
	if err != nil {
		return "", Meta{}, err
	}
	return kind, readMeta(kind, b), nil
}
