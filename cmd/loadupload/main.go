// Command loadupload measures what slow report uploads cost a running
// server: it signs up -users accounts, opens -per-user uploads of -mb
// megabytes each, sends all of every body but its last kilobyte and holds
// them, then reads the server's resident memory (VmRSS, VmHWM, RssAnon from
// /proc/<pid>/status), finishes the uploads and reads it again. Memory is
// also read once the accounts are signed in, since each argon2 hash takes
// 64 MiB that the runtime keeps for a while.
//
//	go run ./cmd/loadupload -url http://127.0.0.1:8080 -pid $(pidof vecino) -users 20 -per-user 2
package main

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"mime/multipart"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"
)

func main() {
	base := flag.String("url", "http://127.0.0.1:8080", "server address")
	pid := flag.Int("pid", 0, "server process id, for its memory")
	users := flag.Int("users", 1, "accounts")
	perUser := flag.Int("per-user", 40, "uploads per account")
	mb := flag.Float64("mb", 49.5, "megabytes per upload, in 5 photo parts")
	flag.Parse()
	body, ctype := multipartBody(int(*mb * (1 << 20)))
	fmt.Printf("at start: %s\n", rss(*pid))
	run := fmt.Sprint(time.Now().UnixNano())
	var tokens []string
	for u := range *users {
		tokens = append(tokens, account(*base, fmt.Sprintf("load%d-%s@example.org", u, run)))
	}
	fmt.Printf("accounts signed in (argon2 has run): %s\n", rss(*pid))
	var conns []*upload
	for _, tok := range tokens {
		for range *perUser {
			conns = append(conns, start(*base, tok, body, ctype))
		}
	}
	statuses := map[string]int{}
	for _, c := range conns {
		if c.early != "" {
			statuses[c.early]++
		}
	}
	time.Sleep(2 * time.Second) // let the server take what was sent
	fmt.Printf("holding %d uploads of %.1f MB (refused at once: %v): %s\n", len(conns), *mb, statuses, rss(*pid))
	var wg sync.WaitGroup
	var mu sync.Mutex
	for _, c := range conns {
		if c.early != "" {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := c.finish(body)
			mu.Lock()
			statuses[s]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	time.Sleep(2 * time.Second)
	fmt.Printf("after: statuses %v: %s\n", statuses, rss(*pid))
}

func rss(pid int) string {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return "(no pid)"
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "VmRSS") || strings.HasPrefix(l, "VmHWM") || strings.HasPrefix(l, "RssAnon") || strings.HasPrefix(l, "RssFile") {
			out = append(out, strings.Join(strings.Fields(l), " "))
		}
	}
	return strings.Join(out, ", ")
}

// multipartBody is a report with five random "photos" making size bytes.
func multipartBody(size int) ([]byte, string) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fields := map[string]string{"category": "road-infrastructure", "type": "pothole", "description": "Load test of slow uploads",
		"latitude": "40.7178", "longitude": "-74.0431", "occurred_at": time.Now().Add(-time.Hour).UTC().Format(time.RFC3339)}
	for k, v := range fields {
		mw.WriteField(k, v) //nolint:errcheck
	}
	part := make([]byte, size/5)
	rand.Read(part) //nolint:errcheck
	for i := range 5 {
		w, _ := mw.CreateFormFile("photos", fmt.Sprintf("p%d.jpg", i))
		w.Write(part) //nolint:errcheck
	}
	mw.Close()
	return buf.Bytes(), mw.FormDataContentType()
}

func account(base, email string) string {
	post := func(path string, v any) *http.Response {
		b, _ := json.Marshal(v)
		res, err := http.Post(base+path, "application/json", bytes.NewReader(b))
		if err != nil {
			log.Fatal(err)
		}
		return res
	}
	pw := "load test passphrase 42"
	post("/api/auth/signup", map[string]string{"email": email, "password": pw, "first_name": "Load", "last_name": "Test", "preferred_language": "en"}).Body.Close()
	res := post("/api/auth/signin", map[string]string{"email": email, "password": pw})
	defer res.Body.Close()
	var s struct {
		AccessToken string `json:"access_token"`
	}
	json.NewDecoder(res.Body).Decode(&s) //nolint:errcheck
	if s.AccessToken == "" {
		log.Fatalf("sign-in of %s: %s", email, res.Status)
	}
	return s.AccessToken
}

type upload struct {
	conn  net.Conn
	rd    *bufio.Reader
	early string // a status answered before the body was sent
}

// start sends the headers and all of body but its last kilobyte.
func start(base, token string, body []byte, ctype string) *upload {
	u, _ := url.Parse(base)
	conn, err := net.Dial("tcp", u.Host)
	if err != nil {
		log.Fatal(err)
	}
	up := &upload{conn: conn, rd: bufio.NewReader(conn)}
	fmt.Fprintf(conn, "POST /api/reports HTTP/1.1\r\nHost: %s\r\nAuthorization: Bearer %s\r\nContent-Type: %s\r\nContent-Length: %d\r\nExpect: 100-continue\r\n\r\n",
		u.Host, token, ctype, len(body))
	line, _ := up.rd.ReadString('\n')
	if !strings.Contains(line, " 100 ") {
		up.early = strings.TrimSpace(line)
		conn.Close()
		return up
	}
	up.rd.ReadString('\n')            //nolint:errcheck
	conn.Write(body[:len(body)-1024]) //nolint:errcheck
	return up
}

func (u *upload) finish(body []byte) string {
	defer u.conn.Close()
	u.conn.Write(body[len(body)-1024:]) //nolint:errcheck
	line, _ := u.rd.ReadString('\n')
	return strings.TrimSpace(line)
}
