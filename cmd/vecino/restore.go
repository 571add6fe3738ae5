package main

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/vecino-city/vecino/internal/config"
	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/sqlstore"
)

// cmdRestore is `vecino restore DIR`: a backup written by `vecino backup`
// put back into an empty database and an empty photo store, then checked
// (the counts against the manifest, every photo against its checksum, every
// photo the database names against the store).
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
