package open311_test

import (
	"testing"

	"github.com/vecino-city/vecino/internal/httpapi/httpapitest"
)

// TestMain silences the request logs (httpapitest.Main).
func TestMain(m *testing.M) { httpapitest.Main(m) }
