package sqlstore

import "context"

// Language is a row of supported_languages.
type Language struct {
	Code       string `json:"language_code"`
	Name       string `json:"language_name"`
	NativeName string `json:"native_name"`
}

// Languages returns the active languages ordered by code.
func (d *DB) Languages(ctx context.Context) ([]Language, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT language_code, language_name, native_name FROM supported_languages
		WHERE is_active = TRUE ORDER BY language_code`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	langs := []Language{}
	for rows.Next() {
		var l Language
		if err := rows.Scan(&l.Code, &l.Name, &l.NativeName); err != nil {
			return nil, err
		}
		langs = append(langs, l)
	}
	return langs, rows.Err()
}
