// Package metrics keeps Vecino's Prometheus series in a registry of its own
// (never the client library's global one) and serves them on a separate
// listener (METRICS_ADDR). The other packages know nothing of Prometheus:
// each offers a small hook (httpapi.Observer, sqlstore.DB.Instrument,
// app.Deps.Observe, func values for the cache and queue counts) that
// cmd/vecino fills with this package's methods. docs/metrics.md lists every
// series.
package metrics

import (
	"context"
	"database/sql"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

const ns = "vecino"

// Metrics holds every series of one server.
type Metrics struct {
	reg *prometheus.Registry

	requests        *prometheus.CounterVec
	requestDuration *prometheus.HistogramVec
	inFlight        prometheus.Gauge
	streams         prometheus.Gauge
	signIns         *prometheus.CounterVec
	queryDuration   *prometheus.HistogramVec
	slowQueries     prometheus.Counter
	durations       *prometheus.HistogramVec
	jobFailures     *prometheus.CounterVec
}

// New returns the series, registered with the Go runtime's and the
// process's collectors in a registry of their own.
func New() *Metrics {
	m := &Metrics{reg: prometheus.NewRegistry()}
	m.requests = prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Name: "http_requests_total",
		Help: "HTTP requests answered, by route pattern (\"unmatched\" for paths outside the route table), method and status class."},
		[]string{"route", "method", "code"})
	m.requestDuration = prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: ns, Name: "http_request_duration_seconds",
		Help:    "Time from a request's arrival to its handler's return, by route pattern, method and status class.",
		Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30}},
		[]string{"route", "method", "code"})
	m.inFlight = prometheus.NewGauge(prometheus.GaugeOpts{Namespace: ns, Name: "http_requests_in_flight",
		Help: "HTTP requests being served now (open event streams included)."})
	m.streams = prometheus.NewGauge(prometheus.GaugeOpts{Namespace: ns, Name: "event_streams_open",
		Help: "Server-sent event streams (GET /api/events) open now."})
	m.signIns = prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Name: "signins_total",
		Help: "Sign-in attempts by outcome: ok, wrong_password, locked (disabled or unconfirmed account), rate_limited, error."},
		[]string{"outcome"})
	m.queryDuration = prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: ns, Name: "db_query_duration_seconds",
		Help:    "Duration of the store's queries and transactions, by the store method that ran them.",
		Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 10}},
		[]string{"query"})
	m.slowQueries = prometheus.NewCounter(prometheus.CounterOpts{Namespace: ns, Name: "db_slow_queries_total",
		Help: "Queries slower than SLOW_QUERY_MS (each is logged)."})
	m.durations = prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: ns, Name: "task_duration_seconds",
		Help:    "Duration of background work by task (photo_processing: one try of a photo's job).",
		Buckets: []float64{.05, .1, .25, .5, 1, 2, 4, 8, 16, 32, 60}},
		[]string{"task"})
	m.jobFailures = prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Name: "job_failures_total",
		Help: "Failed tries of jobs by queue, kind and outcome (retry: tried again later; final: discarded or cancelled)."},
		[]string{"queue", "kind", "outcome"})
	m.reg.MustRegister(m.requests, m.requestDuration, m.inFlight, m.streams, m.signIns, m.queryDuration, m.slowQueries,
		m.durations, m.jobFailures,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// Registry is the registry of the series, for tests and extra collectors.
func (m *Metrics) Registry() *prometheus.Registry { return m.reg }

// Handler serves the series in Prometheus's text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg, Timeout: 10 * time.Second})
}

// codeClass turns 404 into "4xx".
func codeClass(status int) string {
	if status < 100 || status > 599 {
		return "other"
	}
	return strconv.Itoa(status/100) + "xx"
}

// RequestStarted and RequestDone count a request in flight; RequestDone
// records its route pattern, method, status and duration.
func (m *Metrics) RequestStarted() { m.inFlight.Inc() }

// RequestDone records a request that has been answered.
func (m *Metrics) RequestDone(route, method string, status int, d time.Duration) {
	m.inFlight.Dec()
	c := codeClass(status)
	m.requests.WithLabelValues(route, method, c).Inc()
	m.requestDuration.WithLabelValues(route, method, c).Observe(d.Seconds())
}

// StreamOpened and StreamClosed count the open event streams.
func (m *Metrics) StreamOpened() { m.streams.Inc() }

// StreamClosed is StreamOpened's counterpart.
func (m *Metrics) StreamClosed() { m.streams.Dec() }

// SignIn counts one sign-in attempt's outcome.
func (m *Metrics) SignIn(outcome string) { m.signIns.WithLabelValues(outcome).Inc() }

// Query records one query's duration under the name of the store method
// that ran it; slow marks one above SLOW_QUERY_MS.
func (m *Metrics) Query(name string, d time.Duration, slow bool) {
	m.queryDuration.WithLabelValues(name).Observe(d.Seconds())
	if slow {
		m.slowQueries.Inc()
	}
}

// Observe records the duration of a background task ("photo_processing").
func (m *Metrics) Observe(task string, d time.Duration) {
	m.durations.WithLabelValues(task).Observe(d.Seconds())
}

// JobFailed counts a failed try of a job; final when no try follows.
func (m *Metrics) JobFailed(queue, kind string, final bool) {
	outcome := "retry"
	if final {
		outcome = "final"
	}
	m.jobFailures.WithLabelValues(queue, kind, outcome).Inc()
}

// DB adds the pool statistics of db (database/sql's DBStats: go_sql_*
// series with db_name="vecino").
func (m *Metrics) DB(db *sql.DB) {
	m.reg.MustRegister(collectors.NewDBStatsCollector(db, "vecino"))
}

// Assistant adds the renter assistant's endpoint counters, read at each
// scrape: calls made, answers from its cache, questions refused by its
// bounds (busy or over the daily budget).
func (m *Metrics) Assistant(calls, cacheHits, refused func() int64) {
	for _, c := range []struct {
		name, help string
		read       func() int64
	}{{"assistant_calls_total", "Questions sent to the assistant's LLM endpoint.", calls},
		{"assistant_cache_hits_total", "Questions answered from the assistant's cache.", cacheHits},
		{"assistant_refused_total", "Questions given the fixed answer because a bound was hit (calls at once, daily requests or tokens).", refused}} {
		read := c.read
		m.reg.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{Namespace: ns, Name: c.name, Help: c.help},
			func() float64 { return float64(read()) }))
	}
}

// CacheStats are an answer cache's counters.
type CacheStats struct {
	Hits, Misses   uint64
	Bytes, Entries int64
}

// PublicCache adds the public cache's hits, misses and size, read from
// stats at each scrape.
func (m *Metrics) PublicCache(stats func() CacheStats) {
	m.answerCache("public", "PUBLIC_CACHE_MB", stats)
}

// StaffCache adds the same series of the staff answers' cache.
func (m *Metrics) StaffCache(stats func() CacheStats) {
	m.answerCache("staff", "STAFF_CACHE_MB", stats)
}

// answerCache registers vecino_<name>_cache_*, bounded by the setting limit.
func (m *Metrics) answerCache(name, limit string, stats func() CacheStats) {
	m.reg.MustRegister(&cacheCollector{stats: stats,
		hits:    prometheus.NewDesc(ns+"_"+name+"_cache_hits_total", "Answers served from the "+name+" cache.", nil, nil),
		misses:  prometheus.NewDesc(ns+"_"+name+"_cache_misses_total", "Answers the "+name+" cache did not hold (read from the database).", nil, nil),
		bytes:   prometheus.NewDesc(ns+"_"+name+"_cache_bytes", "Memory the answers of the "+name+" cache take, as it counts it (bounded by "+limit+").", nil, nil),
		entries: prometheus.NewDesc(ns+"_"+name+"_cache_entries", "Answers in the "+name+" cache.", nil, nil)})
}

type cacheCollector struct {
	stats                        func() CacheStats
	hits, misses, bytes, entries *prometheus.Desc
}

func (c *cacheCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.hits
	ch <- c.misses
	ch <- c.bytes
	ch <- c.entries
}

func (c *cacheCollector) Collect(ch chan<- prometheus.Metric) {
	s := c.stats()
	ch <- prometheus.MustNewConstMetric(c.hits, prometheus.CounterValue, float64(s.Hits))
	ch <- prometheus.MustNewConstMetric(c.misses, prometheus.CounterValue, float64(s.Misses))
	ch <- prometheus.MustNewConstMetric(c.bytes, prometheus.GaugeValue, float64(s.Bytes))
	ch <- prometheus.MustNewConstMetric(c.entries, prometheus.GaugeValue, float64(s.Entries))
}

// JobCount is how many jobs of a kind on a queue are in a state.
type JobCount struct {
	Queue, Kind, State string
	Count              int
}

// jobCountsTTL is how long one reading of the queue's counts serves
// scrapes: several Prometheus servers (or a fast scrape interval) then
// cost the database one small query every few seconds at most.
const jobCountsTTL = 5 * time.Second

// Jobs adds the job queue's depth: vecino_jobs{queue,kind,state}, read with
// counts on scrape (at most every few seconds), each state reported
// (0 when none) for every queue and kind seen.
func (m *Metrics) Jobs(counts func(ctx context.Context) ([]JobCount, error)) {
	m.reg.MustRegister(&jobsCollector{counts: counts,
		desc: prometheus.NewDesc(ns+"_jobs", "Jobs in the queue by queue, kind and state (available, pending, scheduled, running, retryable, discarded, cancelled; completed jobs are not counted).",
			[]string{"queue", "kind", "state"}, nil),
		up: prometheus.NewDesc(ns+"_jobs_count_up", "1 when the last reading of the job counts succeeded, 0 when the database did not answer.", nil, nil)})
}

// JobStates are the states vecino_jobs reports.
var JobStates = []string{"available", "pending", "scheduled", "running", "retryable", "discarded", "cancelled"}

type jobsCollector struct {
	counts   func(ctx context.Context) ([]JobCount, error)
	desc, up *prometheus.Desc

	mu   sync.Mutex
	at   time.Time
	last []JobCount
	ok   bool
	seen map[[2]string]bool // queue and kind pairs reported so far
}

func (c *jobsCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.desc
	ch <- c.up
}

func (c *jobsCollector) Collect(ch chan<- prometheus.Metric) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if time.Since(c.at) > jobCountsTTL {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		counts, err := c.counts(ctx)
		cancel()
		c.at, c.ok = time.Now(), err == nil
		if err == nil {
			c.last = counts
		}
	}
	up := 0.0
	if c.ok {
		up = 1
	}
	ch <- prometheus.MustNewConstMetric(c.up, prometheus.GaugeValue, up)
	if c.seen == nil {
		c.seen = map[[2]string]bool{}
	}
	byKey := map[[3]string]int{}
	for _, n := range c.last {
		c.seen[[2]string{n.Queue, n.Kind}] = true
		byKey[[3]string{n.Queue, n.Kind, n.State}] += n.Count
	}
	for qk := range c.seen {
		for _, st := range JobStates {
			ch <- prometheus.MustNewConstMetric(c.desc, prometheus.GaugeValue, float64(byKey[[3]string{qk[0], qk[1], st}]), qk[0], qk[1], st)
		}
	}
}
