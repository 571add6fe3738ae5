package config

import (
	"strings"
	"testing"
	"time"
)

func TestMetricsSlowQueryAndDrainSettings(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.MetricsAddr != "127.0.0.1:9090" || c.SlowQuery != 200*time.Millisecond || c.ShutdownDrain != 5*time.Second {
		t.Errorf("defaults: METRICS_ADDR %q, SLOW_QUERY_MS %v, SHUTDOWN_DRAIN %v", c.MetricsAddr, c.SlowQuery, c.ShutdownDrain)
	}
	c, err = Load(env(map[string]string{"METRICS_ADDR": "off", "SLOW_QUERY_MS": "0", "SHUTDOWN_DRAIN": "0s"}))
	if err != nil || c.MetricsAddr != "" || c.SlowQuery != 0 || c.ShutdownDrain != 0 {
		t.Errorf("off: %q %v %v %v", c.MetricsAddr, c.SlowQuery, c.ShutdownDrain, err)
	}
	t.Setenv("METRICS_ADDR", "") // set, and empty: no metrics
	if c, err := Load(env(nil)); err != nil || c.MetricsAddr != "" {
		t.Errorf("METRICS_ADDR set empty: %q %v", c.MetricsAddr, err)
	}
	_, err = Load(env(map[string]string{"METRICS_ADDR": "nope", "SLOW_QUERY_MS": "fast", "SHUTDOWN_DRAIN": "-1s"}))
	if err == nil {
		t.Fatal("accepted bad settings")
	}
	for _, want := range []string{"METRICS_ADDR", "SLOW_QUERY_MS", "SHUTDOWN_DRAIN"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %s: %v", want, err)
		}
	}
	if _, err := Load(env(map[string]string{"METRICS_ADDR": "127.0.0.1:8080", "LISTEN_ADDR": "127.0.0.1:8080"})); err == nil {
		t.Error("accepted METRICS_ADDR equal to LISTEN_ADDR")
	}
}
