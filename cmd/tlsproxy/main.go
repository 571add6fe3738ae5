// Command tlsproxy serves a local address over TLS, and so over HTTP/2 as
// a city's deployment behind an HTTPS proxy would, with a throwaway
// self-signed certificate for 127.0.0.1 and localhost. It is a measuring
// aid (`LIGHTHOUSE_H2=1 make lighthouse`), not a way to deploy: browsers
// accept its certificate only when told to ignore certificate errors.
//
//	tlsproxy -target http://127.0.0.1:8080 [-listen 127.0.0.1:0]
package main

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"flag"
	"fmt"
	"io"
	"log"
	"math/big"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"time"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:0", "address to serve HTTPS on")
	target := flag.String("target", "", "the server to forward to, such as http://127.0.0.1:8080")
	flag.Parse()
	to, err := url.Parse(*target)
	if err != nil || to.Scheme != "http" || to.Host == "" {
		log.Fatalf("tlsproxy: -target must be an http:// address, got %q", *target)
	}
	cert, err := selfSigned()
	if err != nil {
		log.Fatal(err)
	}
	ln, err := net.Listen("tcp", *listen)
	if err != nil {
		log.Fatal(err)
	}
	srv := &http.Server{
		Handler:           httputil.NewSingleHostReverseProxy(to),
		TLSConfig:         &tls.Config{Certificates: []tls.Certificate{cert}},
		ReadHeaderTimeout: 10 * time.Second,
		ErrorLog:          log.New(io.Discard, "", 0), // handshakes refused by a strict client are expected
	}
	fmt.Printf("listening on https://%s\n", ln.Addr())
	log.Fatal(srv.ServeTLS(ln, "", ""))
}

// selfSigned makes a certificate for 127.0.0.1 and localhost, valid a day.
func selfSigned() (tls.Certificate, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return tls.Certificate{}, err
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(time.Now().UnixNano()),
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(24 * time.Hour),
		DNSNames:     []string{"localhost"},
		IPAddresses:  []net.IP{net.IPv4(127, 0, 0, 1)},
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return tls.Certificate{}, err
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, nil
}
