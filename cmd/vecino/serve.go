package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/chat"
	"github.com/vecino-city/vecino/internal/config"
	"github.com/vecino-city/vecino/internal/demo"
	"github.com/vecino-city/vecino/internal/eventhub"
	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/geocode"
	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/jobs"
	"github.com/vecino-city/vecino/internal/mail"
	"github.com/vecino-city/vecino/internal/metrics"
	"github.com/vecino-city/vecino/internal/ratelimit"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/web"
)

// shutdownGrace is how long in-flight requests get to finish after SIGTERM.
const shutdownGrace = 25 * time.Second

func cmdServe(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	withDemo := fs.Bool("demo", false, "seed demo accounts and reports")
	if err := fs.Parse(args); err != nil {
		return err
	}
	cfg, db, err := open(ctx, getenv)
	if err != nil {
		return err
	}
	defer db.Close()
	setupLogging(cfg, stderr)
	var m *metrics.Metrics
	if cfg.MetricsAddr != "" {
		m = metrics.New()
		m.DB(db.SQL())
		db.Instrument(m.Query, cfg.SlowQuery)
	} else {
		db.Instrument(nil, cfg.SlowQuery)
	}
	if cfg.SessionSecret == "" {
		slog.Warn("SESSION_SECRET is not set: a random one is used and every session ends when the server restarts")
	}
	for _, w := range cfg.Warnings() {
		slog.Warn(w)
	}
	hasher := auth.NewHasher(auth.HashSlots(runtime.NumCPU()))
	files, err := filestore.Open(ctx, cfg.StorageURL, cfg.DataDir, getenv)
	if err != nil {
		return fmt.Errorf("photo storage (STORAGE_URL or DATA_DIR): %w", err)
	}
	if *withDemo {
		if _, err := demo.Seed(ctx, db, hasher, files, stdout); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(spoolDir(cfg), 0o700); err != nil {
		return fmt.Errorf("DATA_DIR: %w", err)
	}
	hub := eventhub.New()
	var events eventhub.Publisher = hub
	var counter ratelimit.Counter = ratelimit.NewMemory()
	if db.Dialect == sqlstore.Postgres {
		// Several instances on one database share their rate limits.
		if counter, err = db.RateLimits(); err != nil {
			return err
		}
		// Several instances on one database share events through LISTEN/NOTIFY.
		bridge := eventhub.NewPGBridge(hub, db.SQL(), cfg.DatabaseURL)
		go bridge.Run(ctx)
		events = bridge
	}
	tokens := auth.NewTokens(cfg.SessionSecret, cfg.PublicURL)
	mailer := mail.New(mail.SMTPSender{Host: cfg.SMTPHost, Port: cfg.SMTPPort, Username: cfg.SMTPUsername, Password: cfg.SMTPPassword,
		From: cfg.SMTPFrom, TLS: cfg.SMTPTLS})
	deps := app.Deps{Store: db, Hasher: hasher, Tokens: tokens, Mailer: mailer, Events: events, Files: files,
		AppName: cfg.AppName, PublicURL: cfg.PublicURL, Counter: counter, ConfirmSignups: cfg.SMTPHost != ""}
	if m != nil {
		deps.Observe = m.Observe
	}
	if cfg.SMTPHost == "" {
		slog.Warn("SMTP_HOST is not set: emails are printed to the log, and new accounts are not asked to confirm their email")
	}
	if err := wireChat(cfg, &deps); err != nil {
		return err
	}
	warnChatResources(ctx, db, deps.ChatResources)
	agent := cfg.AppName + " (civic reporting; " + cfg.PublicURL + ")"
	switch {
	case cfg.GeocoderURL != "": // an explicit Nominatim-compatible service wins
		deps.Geocoder = geocode.New(cfg.GeocoderURL, cfg.MapCenterLat, cfg.MapCenterLng, cfg.GeocoderRadiusKm, 5*time.Second, agent)
	case cfg.GoogleGeocoderKey != "":
		deps.Geocoder = geocode.NewGoogle(cfg.GoogleGeocoderURL, cfg.GoogleGeocoderKey, cfg.MapCenterLat, cfg.MapCenterLng, cfg.GeocoderRadiusKm, 5*time.Second, agent)
	}
	application := app.New(deps)
	if err := application.ResumeAssignment(ctx); err != nil {
		return err
	}
	queue, err := startJobs(ctx, db, application)
	if err != nil {
		return err
	}
	defer stopJobs(queue)
	application.Jobs = queue // emails go out through the queue from now on
	hd := httpapi.Deps{App: application, Store: db, Tokens: tokens, Hub: hub, Settings: httpSettings(cfg),
		Counter: counter, Web: web.App(), Jobs: queue, Unavailable: unavailable}
	if m != nil {
		hd.Metrics = m
	}
	handler := httpapi.NewServer(hd)
	if m != nil {
		stopFailures := queue.OnFailure(m.JobFailed)
		defer stopFailures()
		m.PublicCache(func() metrics.CacheStats {
			h, mi, b, e := handler.CacheStats()
			return metrics.CacheStats{Hits: h, Misses: mi, Bytes: b, Entries: e}
		})
		m.StaffCache(func() metrics.CacheStats {
			h, mi, b, e := handler.StaffCacheStats()
			return metrics.CacheStats{Hits: h, Misses: mi, Bytes: b, Entries: e}
		})
		if b, ok := deps.ChatLLM.(*chat.Bounded); ok {
			m.Assistant(b.Calls.Load, b.CacheHits.Load, b.Refused.Load)
		}
		m.Jobs(func(ctx context.Context) ([]metrics.JobCount, error) {
			counts, err := queue.Counts(ctx)
			out := make([]metrics.JobCount, len(counts))
			for i, c := range counts {
				out[i] = metrics.JobCount{Queue: c.Queue, Kind: c.Kind, State: c.State, Count: c.Count}
			}
			return out, err
		})
		// A port already taken (a second instance on one host with the
		// default address) is logged, and the server goes on without metrics.
		if mln, err := net.Listen("tcp", cfg.MetricsAddr); err != nil {
			slog.Error("metrics are off: METRICS_ADDR cannot be listened on", "addr", cfg.MetricsAddr, "err", err)
		} else {
			fmt.Fprintf(stdout, "Metrics are served on http://%s/metrics\n", displayAddr(mln.Addr()))
			go serveMetrics(ctx, mln, m.Handler())
		}
	}
	srv := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       2 * time.Minute,
		WriteTimeout:      2 * time.Minute,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(slog.Default().Handler(), slog.LevelWarn),
	}
	srv.RegisterOnShutdown(handler.Close) // end event streams so shutdown need not wait for them
	ln, err := net.Listen("tcp", cfg.ListenAddr)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Vecino is listening on http://%s (database: %s)\n", displayAddr(ln.Addr()), db.Dialect)
	go func() {
		followUps(ctx, application)
		sweep(ctx, db, files, application)
	}()
	if cfg.PprofAddr != "" {
		go servePprof(ctx, cfg.PprofAddr)
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	// Drain: /readyz answers 503 at once so that a proxy takes this
	// instance out of rotation, while every request is still served (on
	// connections closed after each answer) for SHUTDOWN_DRAIN; then the
	// listener closes and in-flight requests get shutdownGrace to finish;
	// the job queue stops last (deferred above).
	handler.Drain()
	if cfg.ShutdownDrain > 0 {
		slog.Info("shutting down: draining", "drain", cfg.ShutdownDrain)
		srv.SetKeepAlivesEnabled(false)
		select {
		case err := <-errc:
			return err
		case <-time.After(cfg.ShutdownDrain):
		}
	}
	slog.Info("shutting down: finishing in-flight requests")
	sctx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// unavailable reports whether err says the database or the object store is
// out of reach: the HTTP layer answers such errors 503 with Retry-After.
func unavailable(err error) bool { return sqlstore.Unavailable(err) || filestore.Unavailable(err) }

// serveMetrics serves the Prometheus series on ln (METRICS_ADDR), a
// listener of its own, until ctx ends.
func serveMetrics(ctx context.Context, ln net.Listener, h http.Handler) {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", h)
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, WriteTimeout: time.Minute}
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		slog.Warn("metrics", "err", err)
	}
}

// wireChat loads the assistant's content, the resources (the city's file
// when CHAT_RESOURCES_FILE is set; none ship) and the optional endpoint.
func wireChat(cfg config.Config, d *app.Deps) error {
	content, err := chat.Load()
	if err != nil {
		return err
	}
	d.Chat = content
	if cfg.ChatResourcesFile != "" {
		b, err := os.ReadFile(cfg.ChatResourcesFile)
		if err != nil {
			return fmt.Errorf("CHAT_RESOURCES_FILE: %w", err)
		}
		if d.ChatResources, err = chat.ParseResources(b); err != nil {
			return fmt.Errorf("CHAT_RESOURCES_FILE: %w", err)
		}
	}
	if cfg.ChatLLMURL != "" {
		d.ChatLLM = &chat.Bounded{LLM: &chat.LLM{URL: cfg.ChatLLMURL, Model: cfg.ChatLLMModel, APIKey: cfg.ChatLLMAPIKey, Timeout: cfg.ChatLLMTimeout},
			MaxConcurrent: cfg.ChatLLMMaxConcurrent, DailyRequests: cfg.ChatLLMDailyRequests, DailyTokens: cfg.ChatLLMDailyTokens}
	}
	return nil
}

// warnChatResources logs, at start, when tenants would see no hotline or
// legal-aid contact (neither CHAT_RESOURCES_FILE nor the owner page lists
// any: the assistant then shows a line asking them to seek local legal aid),
// or would see the example file's placeholders.
func warnChatResources(ctx context.Context, store interface {
	ChatResources(context.Context) ([]chat.Resource, error)
}, fromFile []chat.Resource) {
	rs, err := store.ChatResources(ctx)
	if err != nil {
		return
	}
	if len(rs) == 0 {
		rs = fromFile
	}
	if len(rs) == 0 {
		slog.Warn("CHAT_RESOURCES_FILE is not set and no resources were added on the owner page: the renter-protection assistant lists no hotline or legal-aid contact, only a line asking tenants to seek local legal aid; list your city's (docs/operations.md)")
		return
	}
	for _, r := range rs {
		if chat.LooksLikeExample(r) {
			slog.Warn("the renter-protection assistant lists an example contact (example.org address or 555-01xx phone): tenants would be told to call it; replace it with a real one", "resource", r.Name)
		}
	}
}

// httpSettings are the values of cfg that the HTTP layer shows or obeys.
func httpSettings(cfg config.Config) httpapi.Settings {
	return httpapi.Settings{AppName: cfg.AppName, PublicURL: cfg.PublicURL, SourceURL: cfg.SourceURL, DefaultLanguage: cfg.DefaultLanguage,
		TrustProxy: cfg.TrustProxy, Analytics: cfg.AnalyticsEnabled, GoogleMapsKey: cfg.GoogleMapsKey, RequestTimeout: cfg.RequestTimeout,
		PublicCacheBytes: int64(cfg.PublicCacheMB) << 20, StaffCacheBytes: int64(cfg.StaffCacheMB) << 20, SpoolDir: spoolDir(cfg),
		Map: httpapi.MapSettings{CenterLat: cfg.MapCenterLat, CenterLng: cfg.MapCenterLng, Zoom: cfg.MapZoom, TileURL: cfg.MapTileURL}}
}

// spoolDir is where uploads are received: on the data volume, never a
// memory-backed /tmp.
func spoolDir(cfg config.Config) string { return filepath.Join(cfg.DataDir, "spool") }

// open loads the configuration, opens the database, migrates and seeds it.
func open(ctx context.Context, getenv func(string) string) (config.Config, *sqlstore.DB, error) {
	cfg, err := config.Load(getenv)
	if err != nil {
		return cfg, nil, err
	}
	db, err := sqlstore.Open(cfg.DatabaseURL)
	if err != nil {
		return cfg, nil, err
	}
	if _, err := db.Migrate(ctx); err != nil {
		db.Close()
		return cfg, nil, err
	}
	if err := jobs.Migrate(ctx, db.SQL(), string(db.Dialect)); err != nil {
		db.Close()
		return cfg, nil, err
	}
	if err := db.Seed(ctx); err != nil {
		db.Close()
		return cfg, nil, err
	}
	return cfg, db, nil
}

func setupLogging(cfg config.Config, w io.Writer) {
	var level slog.Level
	level.UnmarshalText([]byte(cfg.LogLevel)) //nolint:errcheck // validated by config
	opts := &slog.HandlerOptions{Level: level}
	var h slog.Handler = slog.NewTextHandler(w, opts)
	if cfg.LogFormat == "json" {
		h = slog.NewJSONHandler(w, opts)
	}
	slog.SetDefault(slog.New(h))
}

// servePprof serves net/http/pprof on addr (loopback only, checked by
// config) until ctx ends, for profiling a running server under load.
func servePprof(ctx context.Context, addr string) {
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	srv := &http.Server{Addr: addr, Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	slog.Info("pprof is listening", "addr", addr)
	if err := srv.ListenAndServe(); !errors.Is(err, http.ErrServerClosed) {
		slog.Warn("pprof", "err", err)
	}
}

func displayAddr(a net.Addr) string {
	tcp, ok := a.(*net.TCPAddr)
	if ok && tcp.IP.IsUnspecified() {
		return fmt.Sprintf("localhost:%d", tcp.Port)
	}
	return a.String()
}

// sweep deletes expired sessions and reset tokens, refilled rate-limit
// buckets (PostgreSQL), and photo files that no
// report owns (left by a crash mid-upload), and applies the owner's
// retention policy (app.ApplyRetention, in batches) and the follow-ups
// (followUps: area digests, "is it fixed?"), every hour.
func sweep(ctx context.Context, db *sqlstore.DB, files filestore.Store, a *app.App) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := db.DeleteExpiredSessions(ctx); err != nil {
				slog.Warn("sweep expired sessions", "err", err)
			}
			if rl, err := db.RateLimits(); err == nil {
				if _, err := rl.Prune(ctx); err != nil {
					slog.Warn("sweep rate limits", "err", err)
				}
			}
			if n, err := files.SweepPhotos(ctx, time.Hour, db.KnownPhotos); err != nil {
				slog.Warn("sweep orphan photos", "err", err)
			} else if n > 0 {
				slog.Info("swept orphan photos", "count", n)
			}
			if run, err := a.ApplyRetention(ctx); err != nil {
				slog.Warn("apply retention policy", "err", err)
			} else if run != (app.RetentionRun{}) {
				slog.Info("applied retention policy", "reports_deleted", run.ReportsDeleted, "originals_deleted", run.OriginalsDeleted)
			}
			followUps(ctx, a)
		}
	}
}
