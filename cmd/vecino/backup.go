package main

import (
	"bufio"
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

func cmdRestore(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	if len(args) != 1 || strings.HasPrefix(args[0], "-") {
		return message("usage: vecino restore DIR (a folder written by vecino backup)")
	}
	dir := args[0]
	cfg, err := config.Load(getenv)
	if err != nil {
		return err
	}
	var m manifest
	b, err := os.ReadFile(filepath.Join(dir, manifestFile))
	if err != nil {
		return message(fmt.Sprintf("%s has no %s: it is not a backup, or the backup did not finish (%v)", dir, manifestFile, err))
	}
	if err := json.Unmarshal(b, &m); err != nil || m.Format != 1 {
		return message(fmt.Sprintf("%s: not a manifest this binary reads (%v)", filepath.Join(dir, manifestFile), err))
	}
	target := sqlstore.SQLite
	if !strings.HasPrefix(cfg.DatabaseURL, "sqlite:") {
		target = sqlstore.Postgres
	}
	if string(target) != m.Dialect {
		return message(fmt.Sprintf("the backup holds a %s database and DATABASE_URL names a %s one: restore into the same kind of database", m.Dialect, target))
	}
	// Check everything before changing anything: the backup's database
	// file, then that both targets are empty.
	dbFile := filepath.Join(dir, m.Database.File)
	if sum, _, err := fileSHA256(dbFile); err != nil {
		return err
	} else if sum != m.Database.SHA256 {
		return message(fmt.Sprintf("%s does not match the checksum in the manifest: the backup is damaged", dbFile))
	}
	photoSums, err := readPhotoSums(dir, m)
	if err != nil {
		return err
	}
	var pgRestore, pgConn, pgPassword string
	switch target {
	case sqlstore.SQLite:
		if err := emptySQLite(ctx, strings.TrimPrefix(cfg.DatabaseURL, "sqlite:")); err != nil {
			return err
		}
	case sqlstore.Postgres:
		if pgRestore, err = lookPath(getenv, "pg_restore"); err != nil {
			return message("pg_restore is not on PATH. Install PostgreSQL's client tools (the server's major version or newer) and run vecino restore again, " +
				"or restore the database by hand:\n  pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname=\"$DATABASE_URL\" " + dbFile +
				"\nthen copy the photos into the store")
		}
		var schema string
		if pgConn, pgPassword, schema, err = libpqURL(cfg.DatabaseURL); err != nil {
			return err
		}
		if schema != m.PostgresSchema && (schema != "" || m.PostgresSchema != "public") {
			return message(fmt.Sprintf("the backup holds the schema %q and DATABASE_URL's search_path names %q: restore into the same schema", m.PostgresSchema, schema))
		}
		if err := emptyPostgres(ctx, cfg.DatabaseURL, schema); err != nil {
			return err
		}
	}
	files, err := filestore.Open(ctx, cfg.StorageURL, cfg.DataDir, getenv)
	if err != nil {
		return fmt.Errorf("photo storage (STORAGE_URL or DATA_DIR): %w", err)
	}
	if empty, err := filestore.IsEmpty(ctx, files, photoPrefix); err != nil {
		return fmt.Errorf("photo storage: %w", err)
	} else if !empty {
		return message(fmt.Sprintf("the photo store (%s) already holds photos: restore only into an empty one", storeName(cfg)))
	}

	// 1. The database.
	start := time.Now()
	switch target {
	case sqlstore.SQLite:
		err = restoreSQLite(dbFile, strings.TrimPrefix(cfg.DatabaseURL, "sqlite:"))
	case sqlstore.Postgres:
		err = runPG(ctx, pgRestore, []string{"--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", "--no-password",
			"--dbname=" + pgConn, dbFile}, pgPassword)
	}
	if err != nil {
		return fmt.Errorf("restore the database: %w", err)
	}
	dbTook := time.Since(start)

	// 2. The photos, each checked against photos.sha256.
	photosStart := time.Now()
	n, bytes, err := restorePhotos(ctx, files, dir, photoSums)
	if err != nil {
		return err
	}
	photosTook := time.Since(photosStart)

	// 3. The check: the restored database against the manifest, and every
	// photo it names against the store.
	db, err := sqlstore.Open(cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer db.Close()
	got := manifest{Counts: map[string]int64{}}
	if err := readCounts(ctx, db.SQL(), db.Dialect, &got); err != nil {
		return fmt.Errorf("check the restored database: %w", err)
	}
	var problems []string
	for k, want := range m.Counts {
		if got.Counts[k] != want {
			problems = append(problems, fmt.Sprintf("%s: %d restored, %d in the manifest", k, got.Counts[k], want))
		}
	}
	if n != m.Photos.Files {
		problems = append(problems, fmt.Sprintf("photo files: %d restored, %d in the manifest", n, m.Photos.Files))
	}
	missing, err := missingOriginals(ctx, db, files)
	if err != nil {
		return fmt.Errorf("check the restored photos: %w", err)
	}
	if missing > 0 {
		problems = append(problems, fmt.Sprintf("%d photos named by the database have no original file", missing))
	}
	sort.Strings(problems)
	where := strings.TrimPrefix(cfg.DatabaseURL, "sqlite:")
	if target == sqlstore.Postgres {
		where = redactURL(cfg.DatabaseURL)
	}
	fmt.Fprintf(stdout, "Restored the %s database (%s) from %s into %s in %s,\n",
		m.Dialect, describeCounts(got), dbFile, where, seconds(dbTook))
	fmt.Fprintf(stdout, "then %d photo files (%s) into %s in %s.\n", n, size(bytes), storeName(cfg), seconds(photosTook))
	if len(problems) > 0 {
		return fmt.Errorf("the restored data does not match the backup taken %s:\n  - %s",
			m.CreatedAt.Format(time.RFC3339), strings.Join(problems, "\n  - "))
	}
	fmt.Fprintf(stdout, "Checked: the counts match the manifest of the backup taken %s, every photo file its checksum, "+
		"and every photo the database names has its original.\n", m.CreatedAt.Format(time.RFC3339))
	if known, err := db.KnownMigrations(); err == nil && len(known) > 0 {
		switch last := known[len(known)-1].Version; {
		case got.Schema > last:
			fmt.Fprintf(stdout, "The backup's schema (%d) is newer than this binary knows (%d): serve it with the newer Vecino that took it.\n", got.Schema, last)
		case got.Schema < last:
			fmt.Fprintf(stdout, "The backup's schema is %d; this binary migrates it to %d when it starts (or run vecino migrate).\n", got.Schema, last)
		}
	}
	return nil
}

// readPhotoSums reads photos.sha256 into key → checksum, checking the file
// against the manifest.
func readPhotoSums(dir string, m manifest) (map[string]string, error) {
	p := filepath.Join(dir, m.Photos.Checksums)
	if sum, _, err := fileSHA256(p); err != nil {
		return nil, err
	} else if sum != m.Photos.ChecksumsSHA256 {
		return nil, message(fmt.Sprintf("%s does not match the checksum in the manifest: the backup is damaged", p))
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sums := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		sum, key, ok := strings.Cut(sc.Text(), "  ")
		if ok {
			sums[key] = sum
		}
	}
	return sums, sc.Err()
}

// restorePhotos stores every file of dir/photos, checking each against its
// checksum, and returns how many files and bytes it stored.
func restorePhotos(ctx context.Context, files filestore.Store, dir string, sums map[string]string) (int, int64, error) {
	var (
		mu           sync.Mutex
		n            int
		total        int64
		first        error
		wg           sync.WaitGroup
		seen         = map[string]bool{}
		paths        = make(chan string)
		ctx2, cancel = context.WithCancel(ctx)
	)
	defer cancel()
	fail := func(err error) {
		mu.Lock()
		if first == nil {
			first = err
			cancel()
		}
		mu.Unlock()
	}
	root := filepath.Join(dir, photosDir)
	for range copyWorkers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range paths {
				rel, _ := filepath.Rel(dir, p)
				key := filepath.ToSlash(rel)
				data, err := os.ReadFile(p)
				if err != nil {
					fail(err)
					continue
				}
				h := sha256.Sum256(data)
				if want, ok := sums[key]; !ok || want != hex.EncodeToString(h[:]) {
					fail(message(fmt.Sprintf("%s does not match %s: the backup is damaged", p, photoSumsFile)))
					continue
				}
				if err := files.Put(ctx2, key, data); err != nil {
					fail(fmt.Errorf("store %s: %w", key, err))
					continue
				}
				mu.Lock()
				n++
				total += int64(len(data))
				seen[key] = true
				mu.Unlock()
			}
		}()
	}
	walkErr := filepath.WalkDir(root, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !e.Type().IsRegular() {
			return nil
		}
		select {
		case paths <- p:
			return nil
		case <-ctx2.Done():
			return ctx2.Err()
		}
	})
	close(paths)
	wg.Wait()
	if first != nil {
		return n, total, first
	}
	if walkErr != nil {
		return n, total, walkErr
	}
	for key := range sums {
		if !seen[key] {
			return n, total, message(fmt.Sprintf("%s lists %s, which is not in the backup: the backup is damaged", photoSumsFile, key))
		}
	}
	return n, total, nil
}

// missingOriginals counts the photos the database names whose original is
// not in the store.
func missingOriginals(ctx context.Context, db *sqlstore.DB, files filestore.Store) (int, error) {
	stored := map[string]bool{}
	if err := filestore.Walk(ctx, files, photoPrefix, func(key string, _ int64) error { stored[key] = true; return nil }); err != nil {
		return 0, err
	}
	rows, err := db.SQL().QueryContext(ctx, "SELECT original_key FROM report_photos")
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	missing := 0
	for rows.Next() {
		var key string
		if err := rows.Scan(&key); err != nil {
			return 0, err
		}
		if !stored[key] {
			missing++
		}
	}
	return missing, rows.Err()
}

// emptySQLite refuses a database file that holds any table.
func emptySQLite(ctx context.Context, path string) error {
	st, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		if wal, err := os.Stat(path + "-wal"); err == nil && wal.Size() > 0 {
			return message(fmt.Sprintf("%s-wal exists without its database: remove it or restore elsewhere", path))
		}
		return nil
	} else if err != nil {
		return err
	}
	if st.Size() == 0 {
		return nil
	}
	db, err := openSQLiteReadOnly(path)
	if err != nil {
		return err
	}
	defer db.Close()
	var tables int
	if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'").Scan(&tables); err != nil {
		return message(fmt.Sprintf("the database %s exists and could not be checked to be empty (%v): restore only into a new database", path, err))
	}
	if tables > 0 {
		return message(fmt.Sprintf("the database %s is not empty (%d tables): restore only into a new database; move that file away first if it is to be replaced", path, tables))
	}
	return nil
}

// emptyPostgres refuses a database (or the schema search_path names) that
// holds any table.
func emptyPostgres(ctx context.Context, dbURL, schema string) error {
	db, err := sqlstore.Open(dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	if schema == "" {
		schema = "public"
	}
	var tables int
	if err := db.SQL().QueryRowContext(ctx, "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = $1", schema).Scan(&tables); err != nil {
		return err
	}
	if tables > 0 {
		return message(fmt.Sprintf("the database's schema %s is not empty (%d tables): restore only into a new, empty database", schema, tables))
	}
	return nil
}

// restoreSQLite copies the backup's file into place: a temporary file
// beside the target, synced, then renamed, so the target is whole or absent.
func restoreSQLite(src, dst string) error {
	if err := os.MkdirAll(filepath.Dir(dst), 0o750); err != nil {
		return err
	}
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	tmp := dst + ".restoring"
	out, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o640)
	if err != nil {
		return err
	}
	_, err = io.Copy(out, in)
	if err == nil {
		err = out.Sync()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		for _, stale := range []string{dst + "-wal", dst + "-shm"} { // of an empty file only (checked)
			if err = os.Remove(stale); errors.Is(err, fs.ErrNotExist) {
				err = nil
			} else if err != nil {
				break
			}
		}
	}
	if err == nil {
		err = os.Rename(tmp, dst)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	return syncFile(filepath.Dir(dst))
}

// emptyFolder makes dir, or accepts it when it exists and is empty.
func emptyFolder(dir string) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return os.MkdirAll(dir, 0o700) // the copy holds password hashes and sessions
	} else if err != nil {
		return err
	}
	if len(entries) > 0 {
		return message(fmt.Sprintf("%s is not empty: back up into a new folder (for example one named by the date)", dir))
	}
	return nil
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
