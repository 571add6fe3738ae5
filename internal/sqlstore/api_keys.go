package sqlstore

import (
	"context"

	"github.com/vecino-city/vecino/internal/vecino"
)

const apiKeyColumns = `id, name, prefix, created_by, created_at, revoked_at, last_used_at`

func scanAPIKey(r row) (vecino.APIKey, error) {
	var k vecino.APIKey
	err := r.Scan(&k.ID, &k.Name, &k.Prefix, &k.CreatedBy, &k.CreatedAt, &k.RevokedAt, &k.LastUsedAt)
	return k, err
}

// CreateAPIKey stores k (setting its ID and CreatedAt) with the secret's hash.
func (d *DB) CreateAPIKey(ctx context.Context, k *vecino.APIKey, hash string) error {
	k.ID, k.CreatedAt = newID(), d.now()
	_, err := d.db.ExecContext(ctx, `INSERT INTO api_keys (id, name, prefix, key_hash, created_by, created_at)
		VALUES ($1, $2, $3, $4, $5, $6)`, k.ID, k.Name, k.Prefix, hash, k.CreatedBy, k.CreatedAt)
	return dbError(err, "")
}

// ListAPIKeys returns every key, newest first, revoked ones included.
func (d *DB) ListAPIKeys(ctx context.Context) ([]vecino.APIKey, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT `+apiKeyColumns+` FROM api_keys ORDER BY created_at DESC, id DESC`)
	return collect(rows, err, scanAPIKey)
}

// APIKeyByHash returns the key whose secret hashes to hash, or ENOTFOUND.
func (d *DB) APIKeyByHash(ctx context.Context, hash string) (*vecino.APIKey, error) {
	k, err := scanAPIKey(d.db.QueryRowContext(ctx, `SELECT `+apiKeyColumns+` FROM api_keys WHERE key_hash = $1`, hash))
	if err != nil {
		return nil, dbError(err, "API key not found.")
	}
	return &k, nil
}

// RevokeAPIKey marks a key revoked; ENOTFOUND when unknown or already revoked.
func (d *DB) RevokeAPIKey(ctx context.Context, id string) error {
	res, err := d.db.ExecContext(ctx, `UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL`, d.now(), id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return vecino.Errorf(vecino.ENOTFOUND, "API key not found.")
	}
	return nil
}

// TouchAPIKey records that a key was just used.
func (d *DB) TouchAPIKey(ctx context.Context, id string) error {
	_, err := d.db.ExecContext(ctx, `UPDATE api_keys SET last_used_at = $1 WHERE id = $2`, d.now(), id)
	return err
}
