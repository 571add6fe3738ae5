// Package auth issues and checks access tokens, hashes passwords and
// generates the random tokens used for refresh and recovery.
package auth

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// AccessTTL is how long an access token is valid (docs/PRODUCT.md §6).
const AccessTTL = 15 * time.Minute

// Tokens signs and verifies access tokens with HMAC-SHA256.
type Tokens struct {
	secret []byte
	issuer string
	now    func() time.Time
}

// Claims are what an access token carries: the user and its session family.
type Claims struct {
	UserID   string
	FamilyID string
	Expires  time.Time
}

// NewTokens returns a signer for secret. An empty secret gets a random one,
// which makes tokens invalid after a restart (fine for development).
func NewTokens(secret, issuer string) *Tokens {
	key := []byte(secret)
	if len(key) == 0 {
		key = make([]byte, 32)
		rand.Read(key) //nolint:errcheck // crypto/rand never fails on Linux
	}
	return &Tokens{secret: key, issuer: issuer, now: time.Now}
}

type jwtClaims struct {
	SID string `json:"sid"`
	jwt.RegisteredClaims
}

// Issue returns a signed access token for the user and family, and its expiry.
func (t *Tokens) Issue(userID, familyID string) (string, time.Time, error) {
	now := t.now()
	exp := now.Add(AccessTTL)
	tok := jwt.NewWithClaims(jwt.SigningMethodHS256, jwtClaims{SID: familyID, RegisteredClaims: jwt.RegisteredClaims{
		Subject: userID, Issuer: t.issuer, IssuedAt: jwt.NewNumericDate(now), ExpiresAt: jwt.NewNumericDate(exp),
	}})
	s, err := tok.SignedString(t.secret)
	return s, exp, err
}

// ErrInvalidToken is returned for any token that does not verify.
var ErrInvalidToken = errors.New("invalid access token")

// Parse verifies an access token: algorithm pinned to HS256, signature,
// issuer and expiry. Any failure is ErrInvalidToken.
func (t *Tokens) Parse(s string) (Claims, error) {
	var c jwtClaims
	_, err := jwt.ParseWithClaims(s, &c, func(*jwt.Token) (any, error) { return t.secret, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}), jwt.WithIssuer(t.issuer),
		jwt.WithExpirationRequired(), jwt.WithTimeFunc(t.now))
	if err != nil || c.Subject == "" || c.SID == "" {
		return Claims{}, ErrInvalidToken
	}
	return Claims{UserID: c.Subject, FamilyID: c.SID, Expires: c.ExpiresAt.Time}, nil
}

// Sign returns a URL-safe HMAC of msg under the token key: media URLs carry
// one so that an <img> tag, which cannot send a bearer token, can load a
// photo the API already decided the viewer may see.
func (t *Tokens) Sign(msg string) string {
	m := hmac.New(sha256.New, t.secret)
	m.Write([]byte("media:" + msg))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:18])
}

// Verify reports whether sig is Sign(msg), in constant time.
func (t *Tokens) Verify(msg, sig string) bool {
	return hmac.Equal([]byte(t.Sign(msg)), []byte(sig))
}

// RandomToken returns a URL-safe random token of 32 bytes.
func RandomToken() string {
	b := make([]byte, 32)
	rand.Read(b) //nolint:errcheck
	return base64.RawURLEncoding.EncodeToString(b)
}

// HashToken returns the hex SHA-256 of a random token: what the database
// keeps, so a leaked table cannot be replayed.
func HashToken(tok string) string {
	h := sha256.Sum256([]byte(tok))
	return hex.EncodeToString(h[:])
}
