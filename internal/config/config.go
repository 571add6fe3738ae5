// Package config reads the server's configuration from the environment and
// validates it once, listing every problem together.
package config

import (
	"errors"
	"fmt"
	"net"
	"net/mail"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"
)

// Config is everything the server reads from its environment. README.md
// documents each variable.
type Config struct {
	ListenAddr  string // LISTEN_ADDR
	DatabaseURL string // DATABASE_URL
	DataDir     string // DATA_DIR
	AppName     string // APP_NAME
	PublicURL   string // PUBLIC_URL
	// SourceURL is where the city publishes the source of the version it
	// runs (SOURCE_URL): the AGPL asks that the service's users be offered
	// it; the app links to it from every public page.
	SourceURL       string
	DefaultLanguage string // DEFAULT_LANGUAGE
	SessionSecret   string // SESSION_SECRET
	TrustProxy      bool   // TRUST_PROXY
	LogFormat       string // LOG_FORMAT: text or json
	LogLevel        string // LOG_LEVEL

	MapCenterLat  float64 // MAP_CENTER_LAT
	MapCenterLng  float64 // MAP_CENTER_LNG
	MapZoom       int     // MAP_ZOOM
	MapTileURL    string  // MAP_TILE_URL
	GoogleMapsKey string  // GOOGLE_MAPS_API_KEY

	GeocoderURL      string  // GEOCODER_URL: a Nominatim-compatible search API; empty leaves typed addresses to staff
	GeocoderRadiusKm float64 // GEOCODER_RADIUS_KM: results further than this from the map centre are ignored
	// GoogleGeocoderKey is GOOGLE_GEOCODER_KEY (default GOOGLE_MAPS_API_KEY):
	// with it, and no GEOCODER_URL, Google's Geocoding API places typed
	// addresses; GoogleGeocoderURL (GOOGLE_GEOCODER_URL) is its base address.
	GoogleGeocoderKey, GoogleGeocoderURL string

	SMTPHost     string // SMTP_HOST; empty sends mail to the log
	SMTPPort     int    // SMTP_PORT
	SMTPUsername string // SMTP_USERNAME
	SMTPPassword string // SMTP_PASSWORD
	SMTPFrom     string // SMTP_FROM
	SMTPTLS      string // SMTP_TLS: starttls, tls or none

	AnalyticsEnabled bool // ANALYTICS_ENABLED

	PprofAddr     string // PPROF_ADDR: loopback address for net/http/pprof; empty is off
	PublicCacheMB int    // PUBLIC_CACHE_MB: memory for cached public answers; 0 is off
	StaffCacheMB  int    // STAFF_CACHE_MB: memory for cached staff answers; 0 is off (and the session cache too)

	RequestTimeout time.Duration // REQUEST_TIMEOUT: the longest a request may wait on the database
	MetricsAddr    string        // METRICS_ADDR: address of the Prometheus /metrics listener; empty is off
	SlowQuery      time.Duration // SLOW_QUERY_MS: queries slower than this are logged (text's first line, never arguments); 0 is off
	ShutdownDrain  time.Duration // SHUTDOWN_DRAIN: after SIGTERM, /readyz answers 503 this long while requests are still served
	StorageURL     string        // STORAGE_URL: empty keeps photos under DATA_DIR; s3://bucket?… for object storage

	ChatResourcesFile string        // CHAT_RESOURCES_FILE: a JSON list replacing the seeded resources
	ChatLLMURL        string        // CHAT_LLM_URL: base of an OpenAI-compatible API; empty: no free answers
	ChatLLMModel      string        // CHAT_LLM_MODEL
	ChatLLMAPIKey     string        // CHAT_LLM_API_KEY
	ChatLLMTimeout    time.Duration // CHAT_LLM_TIMEOUT
	// The endpoint's bounds: calls at once (CHAT_LLM_MAX_CONCURRENT), and
	// calls and tokens a day (CHAT_LLM_DAILY_REQUESTS, CHAT_LLM_DAILY_TOKENS);
	// past any of them the assistant gives its fixed answer.
	ChatLLMMaxConcurrent, ChatLLMDailyRequests, ChatLLMDailyTokens int
}

// defaultPublicURL is PUBLIC_URL when unset: right for a development machine only.
const defaultPublicURL = "http://localhost:8080"

// Load reads the configuration through getenv, applying defaults. It returns
// every problem it finds joined into one error whose text starts with
// "Environment configuration errors".
func Load(getenv func(string) string) (Config, error) {
	var problems []string
	get := func(key, def string) string {
		if v := strings.TrimSpace(getenv(key)); v != "" {
			return v
		}
		return def
	}
	num := func(key string, def float64) float64 {
		s := get(key, "")
		if s == "" {
			return def
		}
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s: %q is not a number", key, s))
		}
		return f
	}
	boolean := func(key string) bool {
		s := get(key, "false")
		b, err := strconv.ParseBool(s)
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s: %q is not true or false", key, s))
		}
		return b
	}
	c := Config{
		ListenAddr:        get("LISTEN_ADDR", ":8080"),
		DatabaseURL:       get("DATABASE_URL", "sqlite:data/vecino.db"),
		DataDir:           get("DATA_DIR", "data"),
		AppName:           get("APP_NAME", "Vecino"),
		PublicURL:         strings.TrimRight(get("PUBLIC_URL", defaultPublicURL), "/"),
		SourceURL:         get("SOURCE_URL", ""),
		DefaultLanguage:   get("DEFAULT_LANGUAGE", "en"),
		SessionSecret:     getenv("SESSION_SECRET"),
		TrustProxy:        boolean("TRUST_PROXY"),
		LogFormat:         get("LOG_FORMAT", "text"),
		LogLevel:          get("LOG_LEVEL", "info"),
		MapCenterLat:      num("MAP_CENTER_LAT", 40.7178),
		MapCenterLng:      num("MAP_CENTER_LNG", -74.0431),
		MapZoom:           int(num("MAP_ZOOM", 15)),
		MapTileURL:        get("MAP_TILE_URL", "https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
		GoogleMapsKey:     strings.TrimSpace(getenv("GOOGLE_MAPS_API_KEY")),
		GoogleGeocoderKey: strings.TrimSpace(getenv("GOOGLE_GEOCODER_KEY")),
		SMTPHost:          get("SMTP_HOST", ""),
		SMTPPort:          int(num("SMTP_PORT", 587)),
		SMTPUsername:      get("SMTP_USERNAME", ""),
		SMTPPassword:      getenv("SMTP_PASSWORD"),
		SMTPFrom:          get("SMTP_FROM", ""),
		SMTPTLS:           get("SMTP_TLS", "starttls"),
		AnalyticsEnabled:  boolean("ANALYTICS_ENABLED"),
		PprofAddr:         get("PPROF_ADDR", ""),
		MetricsAddr:       metricsAddr(getenv),
		PublicCacheMB:     int(num("PUBLIC_CACHE_MB", 64)),
		StaffCacheMB:      int(num("STAFF_CACHE_MB", 16)),
		StorageURL:        get("STORAGE_URL", ""),
		GeocoderURL:       strings.TrimRight(get("GEOCODER_URL", ""), "/"),
		GeocoderRadiusKm:  num("GEOCODER_RADIUS_KM", 15),
		GoogleGeocoderURL: strings.TrimRight(get("GOOGLE_GEOCODER_URL", "https://maps.googleapis.com"), "/"),

		ChatResourcesFile: get("CHAT_RESOURCES_FILE", ""),
		ChatLLMURL:        strings.TrimRight(get("CHAT_LLM_URL", ""), "/"),
		ChatLLMModel:      get("CHAT_LLM_MODEL", ""),
		ChatLLMAPIKey:     strings.TrimSpace(getenv("CHAT_LLM_API_KEY")),
	}
	timeout := get("CHAT_LLM_TIMEOUT", "15s")
	if d, err := time.ParseDuration(timeout); err != nil || d <= 0 || d > 2*time.Minute {
		problems = append(problems, fmt.Sprintf("CHAT_LLM_TIMEOUT: %q must be a duration between 0 and 2m, like 15s", timeout))
	} else {
		c.ChatLLMTimeout = d
	}
	for _, b := range []struct {
		name     string
		def, max int
		into     *int
	}{{"CHAT_LLM_MAX_CONCURRENT", 4, 1000, &c.ChatLLMMaxConcurrent}, {"CHAT_LLM_DAILY_REQUESTS", 2000, 100_000_000, &c.ChatLLMDailyRequests},
		{"CHAT_LLM_DAILY_TOKENS", 1_000_000, 1_000_000_000_000, &c.ChatLLMDailyTokens}} {
		v := get(b.name, strconv.Itoa(b.def))
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > b.max {
			problems = append(problems, fmt.Sprintf("%s: %q must be a whole number from 1 to %d", b.name, v, b.max))
			continue
		}
		*b.into = n
	}
	if d, err := time.ParseDuration(get("REQUEST_TIMEOUT", "10s")); err != nil || d < 100*time.Millisecond {
		problems = append(problems, fmt.Sprintf("REQUEST_TIMEOUT: %q must be a duration of at least 100ms, such as 10s", get("REQUEST_TIMEOUT", "")))
	} else {
		c.RequestTimeout = d
	}
	if ms := get("SLOW_QUERY_MS", "200"); ms != "" {
		if n, err := strconv.Atoi(ms); err != nil || n < 0 || n > 600000 {
			problems = append(problems, fmt.Sprintf("SLOW_QUERY_MS: %q must be a whole number of milliseconds (0 is off), such as 200", ms))
		} else {
			c.SlowQuery = time.Duration(n) * time.Millisecond
		}
	}
	if d, err := time.ParseDuration(get("SHUTDOWN_DRAIN", "5s")); err != nil || d < 0 || d > 5*time.Minute {
		problems = append(problems, fmt.Sprintf("SHUTDOWN_DRAIN: %q must be a duration between 0s and 5m, such as 5s", get("SHUTDOWN_DRAIN", "")))
	} else {
		c.ShutdownDrain = d
	}
	if c.GoogleGeocoderKey == "" {
		c.GoogleGeocoderKey = c.GoogleMapsKey
	}
	problems = append(problems, c.check()...)
	if len(problems) > 0 {
		return c, errors.New("Environment configuration errors:\n  - " + strings.Join(problems, "\n  - "))
	}
	return c, nil
}

// check returns every problem with already-parsed values.
func (c Config) check() []string {
	var p []string
	if host, port, err := net.SplitHostPort(c.ListenAddr); err != nil || !validPort(port) || strings.ContainsAny(host, "/ ") {
		p = append(p, fmt.Sprintf("LISTEN_ADDR: %q must be host:port or :port (for example :8080 or 127.0.0.1:8080)", c.ListenAddr))
	}
	if u, err := url.Parse(c.PublicURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		p = append(p, fmt.Sprintf("PUBLIC_URL: %q must be an absolute http(s) URL", c.PublicURL))
	}
	if u, err := url.Parse(c.SourceURL); c.SourceURL != "" && (err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "") {
		p = append(p, fmt.Sprintf("SOURCE_URL: %q must be an absolute http(s) URL", c.SourceURL))
	}
	if u, err := url.Parse(c.StorageURL); c.StorageURL != "" && (err != nil || u.Scheme != "s3" || u.Host == "") {
		p = append(p, fmt.Sprintf("STORAGE_URL: %q must be s3://bucket?endpoint=…&region=… (or empty for DATA_DIR)", c.StorageURL))
	}
	if c.DefaultLanguage != "en" && c.DefaultLanguage != "es" {
		p = append(p, fmt.Sprintf("DEFAULT_LANGUAGE: %q must be en or es", c.DefaultLanguage))
	}
	if c.SessionSecret != "" && len(c.SessionSecret) < 32 {
		p = append(p, "SESSION_SECRET: must be at least 32 characters")
	}
	if c.LogFormat != "text" && c.LogFormat != "json" {
		p = append(p, fmt.Sprintf("LOG_FORMAT: %q must be text or json", c.LogFormat))
	}
	switch c.LogLevel {
	case "debug", "info", "warn", "error":
	default:
		p = append(p, fmt.Sprintf("LOG_LEVEL: %q must be debug, info, warn or error", c.LogLevel))
	}
	if c.MapCenterLat < -90 || c.MapCenterLat > 90 {
		p = append(p, "MAP_CENTER_LAT: must be between -90 and 90")
	}
	if c.MapCenterLng < -180 || c.MapCenterLng > 180 {
		p = append(p, "MAP_CENTER_LNG: must be between -180 and 180")
	}
	if c.MapZoom < 1 || c.MapZoom > 20 {
		p = append(p, "MAP_ZOOM: must be between 1 and 20")
	}
	if !strings.Contains(c.MapTileURL, "{z}") || !strings.HasPrefix(c.MapTileURL, "http") {
		p = append(p, "MAP_TILE_URL: must be an http(s) URL template with {z}, {x} and {y}")
	}
	if c.GoogleMapsKey != "" && len(c.GoogleMapsKey) < 20 {
		p = append(p, "GOOGLE_MAPS_API_KEY: Invalid API key format")
	}
	if u, err := url.Parse(c.GeocoderURL); c.GeocoderURL != "" && (err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "") {
		p = append(p, fmt.Sprintf("GEOCODER_URL: %q must be an absolute http(s) URL, such as https://nominatim.openstreetmap.org", c.GeocoderURL))
	}
	if u, err := url.Parse(c.GoogleGeocoderURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		p = append(p, fmt.Sprintf("GOOGLE_GEOCODER_URL: %q must be an absolute http(s) URL, such as https://maps.googleapis.com", c.GoogleGeocoderURL))
	}
	if c.GeocoderRadiusKm <= 0 || c.GeocoderRadiusKm > 200 {
		p = append(p, "GEOCODER_RADIUS_KM: must be more than 0 and at most 200")
	}
	if c.SMTPHost != "" {
		if _, err := mail.ParseAddress(c.SMTPFrom); err != nil {
			p = append(p, "SMTP_FROM: must be an email address when SMTP_HOST is set")
		}
		if c.SMTPPort < 1 || c.SMTPPort > 65535 {
			p = append(p, "SMTP_PORT: must be between 1 and 65535")
		}
		if c.SMTPTLS != "starttls" && c.SMTPTLS != "tls" && c.SMTPTLS != "none" {
			p = append(p, fmt.Sprintf("SMTP_TLS: %q must be starttls, tls or none", c.SMTPTLS))
		}
	}
	if !strings.HasPrefix(c.DatabaseURL, "sqlite:") && !strings.HasPrefix(c.DatabaseURL, "postgres://") && !strings.HasPrefix(c.DatabaseURL, "postgresql://") {
		p = append(p, "DATABASE_URL: must start with sqlite:, postgres:// or postgresql://")
	}
	if c.PublicCacheMB < 0 || c.PublicCacheMB > 65536 {
		p = append(p, "PUBLIC_CACHE_MB: must be between 0 and 65536")
	}
	if c.StaffCacheMB < 0 || c.StaffCacheMB > 65536 {
		p = append(p, "STAFF_CACHE_MB: must be between 0 and 65536")
	}
	if c.PprofAddr != "" {
		host, _, err := net.SplitHostPort(c.PprofAddr)
		if ip := net.ParseIP(host); err != nil || (host != "localhost" && (ip == nil || !ip.IsLoopback())) {
			p = append(p, fmt.Sprintf("PPROF_ADDR: %q must be a loopback address such as 127.0.0.1:6060", c.PprofAddr))
		}
	}
	if c.MetricsAddr != "" {
		if host, port, err := net.SplitHostPort(c.MetricsAddr); err != nil || !validPort(port) || strings.ContainsAny(host, "/ ") {
			p = append(p, fmt.Sprintf("METRICS_ADDR: %q must be host:port (for example 127.0.0.1:9090), or empty to turn metrics off", c.MetricsAddr))
		} else if c.MetricsAddr == c.ListenAddr && port != "0" {
			p = append(p, "METRICS_ADDR: must differ from LISTEN_ADDR (metrics are served on a listener of their own)")
		}
	}
	if c.ChatLLMURL != "" {
		if u, err := url.Parse(c.ChatLLMURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			p = append(p, fmt.Sprintf("CHAT_LLM_URL: %q must be an absolute http(s) URL", c.ChatLLMURL))
		}
		if c.ChatLLMModel == "" {
			p = append(p, "CHAT_LLM_MODEL: required with CHAT_LLM_URL")
		}
	}
	return p
}

// metricsAddr is METRICS_ADDR: 127.0.0.1:9090 when unset; set to "" (in
// the process environment) or to "off", no metrics listener.
func metricsAddr(getenv func(string) string) string {
	v := strings.TrimSpace(getenv("METRICS_ADDR"))
	switch {
	case v == "off":
		return ""
	case v != "":
		return v
	}
	if _, set := os.LookupEnv("METRICS_ADDR"); set && os.Getenv("METRICS_ADDR") == "" {
		return ""
	}
	return "127.0.0.1:9090"
}

// validPort reports whether s is a port number (0 picks a free one).
func validPort(s string) bool {
	n, err := strconv.Atoi(s)
	return err == nil && n >= 0 && n <= 65535
}

// Warnings are settings that work but are probably not what the operator
// meant; serve logs them at start.
func (c Config) Warnings() []string {
	var w []string
	if c.SourceURL == "" {
		w = append(w, "SOURCE_URL is not set: Vecino is AGPL-licensed, and its users must be offered the source of the version you run; set SOURCE_URL to where it is published (the app links to it)")
	}
	if c.SMTPHost != "" && c.PublicURL == defaultPublicURL {
		w = append(w, "PUBLIC_URL is left at "+defaultPublicURL+" while SMTP is configured: links in emails will point there; set PUBLIC_URL to the site's address")
	}
	return w
}

// SecureCookies reports whether cookies must carry the Secure attribute.
func (c Config) SecureCookies() bool { return strings.HasPrefix(c.PublicURL, "https://") }
