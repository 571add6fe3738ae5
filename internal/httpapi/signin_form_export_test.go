package httpapi

import (
	"net/http"
	"time"

	"github.com/vecino-city/vecino/internal/auth"
)

// SignInFormRank is the hash rank the sign-in gate gives r when it comes
// from no device known to the account (signin_form_test.go); it spends a
// use of r's token as the gate does.
func (s *Server) SignInFormRank(r *http.Request) (auth.Rank, error) {
	return s.formRank(r.Context(), r)
}

// SetClock replaces the server's clock; call it before serving.
func (s *Server) SetClock(now func() time.Time) { s.now = now }
