package open311

import (
	"net/http"
)

// Cross-origin reads of Open311. The read endpoints (discovery, services,
// service definitions, requests, one request, tokens) answer any web page:
// Access-Control-Allow-Origin: * on every GET answer (errors included), and
// a preflight (OPTIONS) that allows GET and HEAD only. Filing (POST) gets no
// CORS header, and its preflight does not list POST, so a browser never
// hands a page the answer to a filing; a city's system files from its
// servers, where CORS does not apply. No cookie or credential is involved:
// a key travels as the api_key parameter.

// o311CORS marks an answer readable by any origin.
func o311CORS(w http.ResponseWriter) {
	w.Header().Set("Access-Control-Allow-Origin", "*")
}

// o311PreflightMaxAge is how long a browser may keep a preflight's answer.
const o311PreflightMaxAge = "86400"

// open311Preflight answers a CORS preflight of a read endpoint: 204, any
// origin, GET and HEAD, and the request headers a page may send with them.
// POST is not among the methods, so a browser refuses a page's filing.
func (s *Server) open311Preflight(w http.ResponseWriter, r *http.Request) error {
	h := w.Header()
	o311CORS(w)
	h.Set("Access-Control-Allow-Methods", "GET, HEAD")
	h.Set("Access-Control-Allow-Headers", "Accept, Accept-Language, Content-Language, If-None-Match, If-Modified-Since")
	h.Set("Access-Control-Max-Age", o311PreflightMaxAge)
	w.WriteHeader(http.StatusNoContent)
	return nil
}
