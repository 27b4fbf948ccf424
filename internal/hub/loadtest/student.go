package loadtest

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"time"

	"github.com/coder/websocket"

	"github.com/sudokit/sudokit/internal/httpjson"
)

// student is one student's conversation with the hub.
type student struct {
	base     *url.URL
	name     string
	password string
	client   *http.Client
	token    string
}

func newStudent(base *url.URL, name, password string) *student {
	jar, _ := cookiejar.New(nil)
	return &student{base: base, name: name, password: password, client: &http.Client{
		Jar: jar,
		// The login answers with a redirect to the spawn page; following
		// it would start the server before the test means to.
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}}
}

func (s *student) url(path string) string {
	u := *s.base
	u.Path = strings.TrimSuffix(u.Path, "/") + path
	return u.String()
}

// do sends a request (JSON body when body is not nil, the student's token
// when there is one) and decodes a JSON answer into out when out is not nil.
func (s *student) do(ctx context.Context, method, path string, body, out any, want ...int) (int, error) {
	req, err := httpjson.NewRequest(ctx, method, s.url(path), body)
	if err != nil {
		return 0, err
	}
	if s.token != "" {
		req.Header.Set("Authorization", "token "+s.token)
	}
	resp, err := s.client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	ok := len(want) == 0 && resp.StatusCode/100 == 2
	for _, w := range want {
		ok = ok || resp.StatusCode == w
	}
	if !ok {
		return resp.StatusCode, fmt.Errorf("%s %s: %s: %s", method, path, resp.Status, strings.TrimSpace(string(data)))
	}
	if out != nil && len(data) > 0 {
		if err := json.Unmarshal(data, out); err != nil {
			return resp.StatusCode, fmt.Errorf("%s %s: %w", method, path, err)
		}
	}
	return resp.StatusCode, nil
}

// login logs in through the login form (which creates the hub's record of
// the user) and asks the REST API for a token with the same password.
func (s *student) login(ctx context.Context) error {
	form := url.Values{"username": {s.name}, "password": {s.password}}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.url("/hub/login"), strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := s.client.Do(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusFound {
		return fmt.Errorf("login of %s: %s (wrong password, or not in the login group?)", s.name, resp.Status)
	}
	var tok struct {
		Token string `json:"token"`
	}
	body := map[string]any{"auth": map[string]string{"username": s.name, "password": s.password}, "note": "sudokit hub loadtest"}
	if _, err := s.do(ctx, http.MethodPost, "/hub/api/users/"+s.name+"/tokens", body, &tok); err != nil {
		return err
	}
	s.token = tok.Token
	return nil
}

// startServer asks the hub to start the student's server and waits for the
// hub's progress stream (server-sent events) to say it is ready — one open
// request per student, where polling the user's model would load the hub
// (a single Python process) with requests while it starts the servers.
func (s *student) startServer(ctx context.Context) error {
	if _, err := s.do(ctx, http.MethodPost, "/hub/api/users/"+s.name+"/server", nil, nil, 201, 202, 400); err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.url("/hub/api/users/"+s.name+"/server/progress"), nil)
	if err != nil {
		return err
	}
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("Authorization", "token "+s.token)
	resp, err := s.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		return fmt.Errorf("progress of %s's server: %s: %s", s.name, resp.Status, strings.TrimSpace(string(b)))
	}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		data, ok := strings.CutPrefix(sc.Text(), "data: ")
		if !ok {
			continue
		}
		var ev struct {
			Ready   bool   `json:"ready"`
			Failed  bool   `json:"failed"`
			Message string `json:"message"`
		}
		if err := json.Unmarshal([]byte(data), &ev); err != nil {
			return fmt.Errorf("progress of %s's server: %w", s.name, err)
		}
		switch {
		case ev.Ready:
			return nil
		case ev.Failed:
			return fmt.Errorf("the server of %s failed to start: %s", s.name, ev.Message)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("progress of %s's server: %w", s.name, err)
	}
	return fmt.Errorf("the hub ended the progress of %s's server without saying it was ready", s.name)
}

// stopServer asks the hub to stop the student's server (and so its kernels).
func (s *student) stopServer(ctx context.Context) error {
	_, err := s.do(ctx, http.MethodDelete, "/hub/api/users/"+s.name+"/server", nil, nil, 202, 204, 400)
	return err
}

// kernel is a kernel of the student's server, over its websocket.
type kernel struct {
	id      string
	conn    *websocket.Conn
	session string
	user    string
}

func (s *student) startKernel(ctx context.Context, spec string) (*kernel, error) {
	var k struct {
		ID string `json:"id"`
	}
	if _, err := s.do(ctx, http.MethodPost, "/user/"+s.name+"/api/kernels", map[string]string{"name": spec}, &k); err != nil {
		return nil, err
	}
	ws := *s.base
	ws.Scheme = strings.Replace(ws.Scheme, "http", "ws", 1)
	ws.Path = strings.TrimSuffix(ws.Path, "/") + "/user/" + s.name + "/api/kernels/" + k.ID + "/channels"
	session := newID()
	ws.RawQuery = url.Values{"session_id": {session}}.Encode()
	conn, _, err := websocket.Dial(ctx, ws.String(), &websocket.DialOptions{
		HTTPHeader: http.Header{"Authorization": {"token " + s.token}},
	})
	if err != nil {
		return nil, fmt.Errorf("kernel websocket of %s: %w", s.name, err)
	}
	conn.SetReadLimit(64 << 20)
	return &kernel{id: k.ID, conn: conn, session: session, user: s.name}, nil
}

// message is a Jupyter message as the notebook server's websocket carries it.
type message struct {
	Header       header         `json:"header"`
	ParentHeader header         `json:"parent_header"`
	Metadata     map[string]any `json:"metadata"`
	Content      map[string]any `json:"content"`
	Channel      string         `json:"channel"`
	Buffers      []any          `json:"buffers"`
}

type header struct {
	MsgID    string `json:"msg_id,omitempty"`
	MsgType  string `json:"msg_type,omitempty"`
	Username string `json:"username,omitempty"`
	Session  string `json:"session,omitempty"`
	Date     string `json:"date,omitempty"`
	Version  string `json:"version,omitempty"`
}

// cellResult is what running one cell gave.
type cellResult struct {
	Latency  time.Duration
	Pictures int    // image/png outputs
	Error    string // the error the cell raised, if any
}

// execute runs code and waits for the kernel to go idle after it.
func (k *kernel) execute(ctx context.Context, code string) (cellResult, error) {
	id := newID()
	msg := message{
		Header: header{MsgID: id, MsgType: "execute_request", Username: k.user, Session: k.session,
			Date: time.Now().UTC().Format(time.RFC3339Nano), Version: "5.3"},
		Metadata: map[string]any{},
		Content: map[string]any{"code": code, "silent": false, "store_history": true,
			"user_expressions": map[string]any{}, "allow_stdin": false, "stop_on_error": true},
		Channel: "shell",
		Buffers: []any{},
	}
	b, err := json.Marshal(msg)
	if err != nil {
		return cellResult{}, err
	}
	start := time.Now()
	if err := k.conn.Write(ctx, websocket.MessageText, b); err != nil {
		return cellResult{}, err
	}
	var res cellResult
	replied, idle := false, false
	for !replied || !idle {
		typ, data, err := k.conn.Read(ctx)
		if err != nil {
			return res, fmt.Errorf("waiting for the cell's answer: %w", err)
		}
		if typ != websocket.MessageText {
			continue
		}
		var m message
		if err := json.Unmarshal(data, &m); err != nil {
			return res, err
		}
		if m.ParentHeader.MsgID != id {
			continue
		}
		switch m.Header.MsgType {
		case "execute_reply":
			replied = true
			if m.Content["status"] != "ok" {
				res.Error = fmt.Sprintf("%v: %v", m.Content["ename"], m.Content["evalue"])
			}
		case "status":
			if m.Content["execution_state"] == "idle" {
				idle = true
				res.Latency = time.Since(start)
			}
		case "display_data", "execute_result", "update_display_data":
			if data, ok := m.Content["data"].(map[string]any); ok {
				if _, ok := data["image/png"]; ok {
					res.Pictures++
				}
			}
		case "error":
			res.Error = fmt.Sprintf("%v: %v", m.Content["ename"], m.Content["evalue"])
		}
	}
	return res, nil
}

func (k *kernel) close() { k.conn.Close(websocket.StatusNormalClosure, "") }

func (s *student) deleteKernel(ctx context.Context, k *kernel) error {
	k.close()
	_, err := s.do(ctx, http.MethodDelete, "/user/"+s.name+"/api/kernels/"+k.id, nil, nil, 204, 404)
	return err
}

func newID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

var errNotLocal = errors.New("the load test only talks to a hub on this machine (127.0.0.1, ::1 or localhost)")
