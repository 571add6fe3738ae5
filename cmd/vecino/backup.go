package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/vecino-city/vecino/internal/config"
	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/sqlstore"
)

// A backup is a folder:
//
//	manifest.json    what, when, from where, the counts and checksums (written last:
//	                 a folder without it is an unfinished backup)
//	vecino.db        SQLite: a consistent copy (VACUUM INTO), taken while the server runs
//	vecino.pgdump    PostgreSQL: pg_dump's custom format, from the snapshot the counts read
//	photos/…         every stored file under photos/, copied after the database
//	photos.sha256    one line per photo file, as sha256sum writes them
//
// The database is copied first, the photos after it: every photo a report in
// the copy names was stored before that report was committed, so it is in
// the folder; files of reports filed later are orphans, which the server's
// hourly sweep removes after a restore.
const (
	manifestFile  = "manifest.json"
	sqliteFile    = "vecino.db"
	pgdumpFile    = "vecino.pgdump"
	photosDir     = "photos"
	photoSumsFile = "photos.sha256"
	photoPrefix   = "photos/"
	copyWorkers   = 8
)

// manifest is manifest.json.
type manifest struct {
	Format    int       `json:"format"`
	CreatedAt time.Time `json:"created_at"` // when the database copy was taken
	Seconds   float64   `json:"seconds"`    // how long the whole backup took
	Vecino    string    `json:"vecino"`     // the binary that took it
	Dialect   string    `json:"dialect"`    // sqlite or postgres
	// Schema is the newest migration in the copy, SchemaName its name.
	Schema     int    `json:"schema"`
	SchemaName string `json:"schema_name"`
	// PostgresSchema is the schema dumped when DATABASE_URL named one
	// (search_path); empty: the whole database.
	PostgresSchema string `json:"postgres_schema,omitempty"`
	Database       struct {
		File   string `json:"file"`
		Bytes  int64  `json:"bytes"`
		SHA256 string `json:"sha256"`
	} `json:"database"`
	// Counts are rows in the copy: reports, photos, accounts, jobs (the
	// queue's river_job), migrations.
	Counts map[string]int64 `json:"counts"`
	Photos struct {
		From            string `json:"from"` // DATA_DIR's folder or s3://bucket
		Folder          string `json:"folder"`
		Files           int    `json:"files"`
		Bytes           int64  `json:"bytes"`
		Checksums       string `json:"checksums"`        // photos.sha256
		ChecksumsSHA256 string `json:"checksums_sha256"` // of that file
	} `json:"photos"`
}

// countedTables are the tables whose rows the manifest counts, by the name
// it gives them.
var countedTables = []struct{ name, table string }{
	{"reports", "violations"}, {"photos", "report_photos"}, {"accounts", "users"},
	{"jobs", "river_job"}, {"migrations", "schema_migrations"},
}

func cmdBackup(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	if len(args) != 1 || strings.HasPrefix(args[0], "-") {
		return message("usage: vecino backup DIR (a new or empty folder)")
	}
	dir := args[0]
	cfg, err := config.Load(getenv)
	if err != nil {
		return err
	}
	pgDump := ""
	if !strings.HasPrefix(cfg.DatabaseURL, "sqlite:") {
		if pgDump, err = lookPath(getenv, "pg_dump"); err != nil {
			return message("pg_dump is not on PATH. Install PostgreSQL's client tools (the server's major version or newer) and run vecino backup again, " +
				"or back the database up by hand:\n  pg_dump --format=custom --file=" + filepath.Join(dir, pgdumpFile) + " \"$DATABASE_URL\"\n" +
				"then copy the photos (DATA_DIR/photos or the bucket) beside it")
		}
	}
	if err := emptyFolder(dir); err != nil {
		return err
	}
	files, err := filestore.Open(ctx, cfg.StorageURL, cfg.DataDir, getenv)
	if err != nil {
		return fmt.Errorf("photo storage (STORAGE_URL or DATA_DIR): %w", err)
	}
	db, err := sqlstore.Open(cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer db.Close()
	start := time.Now()
	m := manifest{Format: 1, Vecino: binaryVersion(), Dialect: string(db.Dialect), Counts: map[string]int64{}}

	// 1. The database, first.
	switch db.Dialect {
	case sqlstore.SQLite:
		err = backupSQLite(ctx, db, dir, &m)
	case sqlstore.Postgres:
		err = backupPostgres(ctx, db, cfg.DatabaseURL, pgDump, dir, &m)
	}
	if err != nil {
		return err
	}
	dbTook := time.Since(start)

	// 2. The photos, after it.
	photosStart := time.Now()
	m.Photos.From = storeName(cfg)
	m.Photos.Folder = photosDir
	m.Photos.Checksums = photoSumsFile
	sums, err := backupPhotos(ctx, files, dir, &m)
	if err != nil {
		return err
	}
	if m.Photos.ChecksumsSHA256, err = writeFileSum(filepath.Join(dir, photoSumsFile), sums); err != nil {
		return err
	}
	photosTook := time.Since(photosStart)

	// 3. The manifest, last.
	m.Seconds = time.Since(start).Seconds()
	b, _ := json.MarshalIndent(m, "", "  ")
	if _, err := writeFileSum(filepath.Join(dir, manifestFile), append(b, '\n')); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Backed up the %s database (%s) to %s (%s) in %s,\n",
		m.Dialect, describeCounts(m), filepath.Join(dir, m.Database.File), size(m.Database.Bytes), seconds(dbTook))
	fmt.Fprintf(stdout, "then %d photo files (%s) from %s to %s in %s.\n",
		m.Photos.Files, size(m.Photos.Bytes), m.Photos.From, filepath.Join(dir, photosDir), seconds(photosTook))
	fmt.Fprintf(stdout, "Manifest: %s. Restore into an empty database and photo store with: vecino restore %s\n",
		filepath.Join(dir, manifestFile), dir)
	return nil
}

// backupSQLite copies the database with VACUUM INTO: one read transaction,
// so the copy is consistent while the server goes on writing (a plain copy
// of a WAL database may miss committed pages or catch torn ones). The
// counts are read from the copy.
func backupSQLite(ctx context.Context, db *sqlstore.DB, dir string, m *manifest) error {
	dst := filepath.Join(dir, sqliteFile)
	m.CreatedAt = time.Now().UTC()
	if _, err := db.SQL().ExecContext(ctx, "VACUUM INTO $1", dst); err != nil {
		return fmt.Errorf("copy the database (VACUUM INTO %s): %w", dst, err)
	}
	if err := os.Chmod(dst, 0o640); err != nil {
		return err
	}
	if err := syncFile(dst); err != nil {
		return err
	}
	copyDB, err := openSQLiteReadOnly(dst)
	if err != nil {
		return err
	}
	defer copyDB.Close()
	if err := readCounts(ctx, copyDB, sqlstore.SQLite, m); err != nil {
		return fmt.Errorf("read the copy: %w", err)
	}
	return fillDatabaseSum(dir, sqliteFile, m)
}

// openSQLiteReadOnly opens a SQLite file for reading only, leaving no
// journal beside it.
func openSQLiteReadOnly(path string) (*sql.DB, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	return sql.Open("sqlite", "file:"+abs+"?mode=ro&_pragma=query_only(1)")
}

// backupPostgres runs pg_dump (custom format) on a snapshot exported from a
// repeatable-read transaction, in which the counts are read too: the dump
// and the manifest describe the same moment.
func backupPostgres(ctx context.Context, db *sqlstore.DB, dbURL, pgDump, dir string, m *manifest) error {
	dst := filepath.Join(dir, pgdumpFile)
	conn, password, schema, err := libpqURL(dbURL)
	if err != nil {
		return err
	}
	m.PostgresSchema = schema
	tx, err := db.SQL().BeginTx(ctx, &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true})
	if err != nil {
		return err
	}
	defer tx.Rollback() //nolint:errcheck // read only
	var snapshot string
	if err := tx.QueryRowContext(ctx, "SELECT pg_export_snapshot()").Scan(&snapshot); err != nil {
		return fmt.Errorf("export a snapshot for pg_dump: %w", err)
	}
	m.CreatedAt = time.Now().UTC()
	if err := readCounts(ctx, tx, sqlstore.Postgres, m); err != nil {
		return err
	}
	args := []string{"--format=custom", "--file=" + dst, "--snapshot=" + snapshot, "--no-password"}
	if schema != "" {
		args = append(args, "--schema="+schema)
	}
	if err := runPG(ctx, pgDump, append(args, "--dbname="+conn), password); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	if err := syncFile(dst); err != nil {
		return err
	}
	return fillDatabaseSum(dir, pgdumpFile, m)
}

// runPG runs a PostgreSQL client tool, the password in its environment
// rather than on its command line; its messages become the error.
func runPG(ctx context.Context, tool string, args []string, password string) error {
	cmd := exec.CommandContext(ctx, tool, args...)
	cmd.Env = os.Environ()
	if password != "" {
		cmd.Env = append(cmd.Env, "PGPASSWORD="+password)
	}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s: %w\n%s", filepath.Base(tool), err, strings.TrimSpace(out.String()))
	}
	return nil
}

// libpqURL turns a DATABASE_URL as pgx reads it into one that libpq's tools
// take: the password comes out (for PGPASSWORD), pgx's own settings are
// dropped, and other run-time settings (search_path …) go into options. The
// first schema of search_path is returned: a backup of that schema alone.
func libpqURL(dbURL string) (conn, password, schema string, err error) {
	u, err := url.Parse(dbURL)
	if err != nil {
		return "", "", "", message("DATABASE_URL is not a URL")
	}
	if u.User != nil {
		password, _ = u.User.Password()
		u.User = url.User(u.User.Username())
	}
	q := u.Query()
	out := url.Values{}
	var options []string
	if o := q.Get("options"); o != "" {
		options = append(options, o)
	}
	for k, vs := range q {
		v := vs[0]
		switch {
		case k == "options":
		case libpqParams[k]:
			out.Set(k, v)
		case strings.HasPrefix(k, "pool_") || pgxParams[k]:
		default:
			if k == "search_path" {
				schema = strings.Trim(strings.TrimSpace(strings.Split(v, ",")[0]), `"`)
			}
			options = append(options, "-c "+k+"="+strings.ReplaceAll(v, " ", `\ `))
		}
	}
	if len(options) > 0 {
		sort.Strings(options)
		out.Set("options", strings.Join(options, " "))
	}
	// libpq reads %20 as a space, not +.
	u.RawQuery = strings.ReplaceAll(out.Encode(), "+", "%20")
	return u.String(), password, schema, nil
}

// libpqParams are the connection parameters libpq knows; pgxParams are
// pgx's own, which libpq refuses.
var (
	libpqParams = map[string]bool{"host": true, "hostaddr": true, "port": true, "dbname": true, "user": true, "passfile": true,
		"channel_binding": true, "connect_timeout": true, "client_encoding": true, "application_name": true,
		"fallback_application_name": true, "keepalives": true, "keepalives_idle": true, "keepalives_interval": true,
		"keepalives_count": true, "tcp_user_timeout": true, "gssencmode": true, "sslmode": true, "sslnegotiation": true,
		"sslcompression": true, "sslcert": true, "sslkey": true, "sslpassword": true, "sslcertmode": true, "sslrootcert": true,
		"sslcrl": true, "sslcrldir": true, "sslsni": true, "requirepeer": true, "ssl_min_protocol_version": true,
		"ssl_max_protocol_version": true, "krbsrvname": true, "gsslib": true, "gssdelegation": true, "service": true,
		"target_session_attrs": true, "load_balance_hosts": true, "require_auth": true}
	pgxParams = map[string]bool{"statement_cache_capacity": true, "description_cache_capacity": true,
		"default_query_exec_mode": true, "prefer_simple_protocol": true, "min_read_buffer_size": true}
)

// lookPath finds a program on getenv's PATH.
func lookPath(getenv func(string) string, name string) (string, error) {
	for _, d := range filepath.SplitList(getenv("PATH")) {
		p := filepath.Join(d, name)
		if st, err := os.Stat(p); err == nil && !st.IsDir() && st.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s not found on PATH", name)
}

// readCounts fills m's schema and counts from q (the copy, or the dump's
// snapshot). A table that is not there is not counted.
func readCounts(ctx context.Context, q interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}, dialect sqlstore.Dialect, m *manifest) error {
	exists := `SELECT COUNT(*) > 0 FROM sqlite_master WHERE type = 'table' AND name = $1`
	if dialect == sqlstore.Postgres {
		exists = `SELECT to_regclass($1) IS NOT NULL`
	}
	for _, c := range countedTables {
		var ok bool
		if err := q.QueryRowContext(ctx, exists, c.table).Scan(&ok); err != nil {
			return err
		}
		if !ok {
			continue
		}
		var n int64
		if err := q.QueryRowContext(ctx, "SELECT COUNT(*) FROM "+c.table).Scan(&n); err != nil {
			return err
		}
		m.Counts[c.name] = n
	}
	if _, ok := m.Counts["migrations"]; ok {
		err := q.QueryRowContext(ctx, "SELECT version, name FROM schema_migrations ORDER BY version DESC LIMIT 1").Scan(&m.Schema, &m.SchemaName)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
	}
	return nil
}

func fillDatabaseSum(dir, name string, m *manifest) error {
	sum, n, err := fileSHA256(filepath.Join(dir, name))
	if err != nil {
		return err
	}
	m.Database.File, m.Database.Bytes, m.Database.SHA256 = name, n, sum
	return nil
}

// backupPhotos copies every file under photos/ into dir/photos, a few at a
// time, and returns the lines of photos.sha256. A file removed while it is
// copied (the sweep of orphans) is left out.
func backupPhotos(ctx context.Context, files filestore.Store, dir string, m *manifest) ([]byte, error) {
	var (
		mu    sync.Mutex
		lines []string
		first error
		wg    sync.WaitGroup
	)
	keys := make(chan string)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	for range copyWorkers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for key := range keys {
				sum, n, err := copyOut(ctx, files, key, filepath.Join(dir, filepath.FromSlash(key)))
				mu.Lock()
				switch {
				case errors.Is(err, fs.ErrNotExist):
				case err != nil:
					if first == nil {
						first = fmt.Errorf("copy %s: %w", key, err)
						cancel()
					}
				default:
					lines = append(lines, sum+"  "+key)
					m.Photos.Files++
					m.Photos.Bytes += n
				}
				mu.Unlock()
			}
		}()
	}
	err := filestore.Walk(ctx, files, photoPrefix, func(key string, _ int64) error {
		select {
		case keys <- key:
			return nil
		case <-ctx.Done():
			return ctx.Err()
		}
	})
	close(keys)
	wg.Wait()
	if first != nil {
		return nil, first
	}
	if err != nil {
		return nil, fmt.Errorf("list the photos: %w", err)
	}
	if err := os.MkdirAll(filepath.Join(dir, photosDir), 0o750); err != nil {
		return nil, err
	}
	sort.Slice(lines, func(i, j int) bool { return lines[i][66:] < lines[j][66:] }) // by key
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	return []byte(b.String()), nil
}

// copyOut copies one stored file to dst, synced, and returns its checksum
// and size.
func copyOut(ctx context.Context, files filestore.Store, key, dst string) (string, int64, error) {
	f, err := files.Open(ctx, key)
	if err != nil {
		return "", 0, err
	}
	defer f.Close()
	if err := os.MkdirAll(filepath.Dir(dst), 0o750); err != nil {
		return "", 0, err
	}
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o640)
	if err != nil {
		return "", 0, err
	}
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(out, h), f)
	if err == nil {
		err = out.Sync()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(dst)
		if errors.Is(err, fs.ErrNotExist) {
			err = fmt.Errorf("read: %w", err) // not the file having vanished
		}
		return "", 0, err
	}
	return hex.EncodeToString(h.Sum(nil)), n, nil
}

// writeFileSum writes data to path, synced, and returns its checksum.
func writeFileSum(path string, data []byte) (string, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o640)
	if err != nil {
		return "", err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:]), err
}

func fileSHA256(path string) (string, int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", 0, err
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	return hex.EncodeToString(h.Sum(nil)), n, err
}

func syncFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return f.Sync()
}

// storeName says where the photos are kept, without credentials.
func storeName(cfg config.Config) string {
	if cfg.StorageURL == "" {
		abs, err := filepath.Abs(cfg.DataDir)
		if err != nil {
			abs = cfg.DataDir
		}
		return "DATA_DIR " + abs
	}
	if u, err := url.Parse(cfg.StorageURL); err == nil {
		return "s3://" + u.Host
	}
	return "STORAGE_URL"
}

// redactURL is a database URL without its password.
func redactURL(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return "DATABASE_URL"
	}
	return u.Redacted()
}

// binaryVersion names this build: its module version and commit when the
// build recorded them.
func binaryVersion() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	v := info.Main.Version
	for _, s := range info.Settings {
		if s.Key == "vcs.revision" && len(s.Value) >= 12 {
			v += " " + s.Value[:12]
		}
	}
	return v
}

func describeCounts(m manifest) string {
	return fmt.Sprintf("schema %d: %d reports, %d photos, %d accounts, %d jobs",
		m.Schema, m.Counts["reports"], m.Counts["photos"], m.Counts["accounts"], m.Counts["jobs"])
}

func size(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}

func seconds(d time.Duration) string { return fmt.Sprintf("%.2f s", d.Seconds()) }
