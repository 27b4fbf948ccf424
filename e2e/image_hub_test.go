package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/google/uuid"
	"github.com/sudokit/sudokit/internal/testenv"
)

// TestCourseImageBehindHub starts the students' image as Zero to
// JupyterHub would, behind a real hub: Debian's JupyterHub spawns the
// image's own jupyterhub-singleuser in a container with a memory limit
// (testdata/image_hub_config.py), the server registers with the hub, and
// through the hub's proxy a sudokit kernel in the container draws a board,
// loses a memory hog's cell alone, and keeps its state. Stopping the
// server through the hub removes the container.
//
// Like TestCourseImage it needs SUDOKIT_IMAGE (scripts/images), and root
// with Debian's jupyterhub and its proxy.
func TestCourseImageBehindHub(t *testing.T) {
	image := needImageHub(t, "SUDOKIT_IMAGE", "Dockerfile")
	user := "student" + randomHex(t, 3)
	ctx, cancel := context.WithTimeout(context.Background(), 25*time.Minute)
	defer cancel()
	hub := startSmokeHub(t, ctx, "SMOKE_IMAGE="+image, "SMOKE_MEMORY=768m")
	t.Cleanup(func() { exec.Command("podman", "rm", "-f", "sudokit-smoke-"+user).Run() })
	api := hub.api
	if code, b := api("POST", "/hub/api/users/"+user, nil); code != 201 {
		t.Fatalf("creating %s: %d %s", user, code, b)
	}
	start := time.Now()
	if code, b := api("POST", "/hub/api/users/"+user+"/server", nil); code != 201 && code != 202 {
		t.Fatalf("starting %s's server: %d %s", user, code, b)
	}
	waitFor(t, ctx, user+"'s server in its container", func() bool {
		_, b := api("GET", "/hub/api/users/"+user, nil)
		var u struct {
			Servers map[string]struct {
				Ready bool `json:"ready"`
			} `json:"servers"`
		}
		json.Unmarshal(b, &u)
		return u.Servers[""].Ready
	})
	t.Logf("the server started in its container in %s", time.Since(start).Round(time.Millisecond))
	if out, err := exec.Command("podman", "inspect", "-f", "{{.HostConfig.Memory}}", "sudokit-smoke-"+user).Output(); err != nil || strings.TrimSpace(string(out)) != strconv.Itoa(768<<20) {
		t.Errorf("the server's container has memory limit %q (%v), want %d", out, err, 768<<20)
	}

	// A kernel through the hub's proxy, with the service's token.
	code, b := api("POST", "/user/"+user+"/api/kernels", map[string]string{"name": "sudokit"})
	if code != 201 {
		t.Fatalf("starting a sudokit kernel in the container: %d %s", code, b)
	}
	var kernel struct{ ID string }
	must(t, json.Unmarshal(b, &kernel))
	ws, _, err := websocket.Dial(ctx, fmt.Sprintf("ws://127.0.0.1:%d/user/%s/api/kernels/%s/channels", hub.port, user, kernel.ID),
		&websocket.DialOptions{HTTPHeader: http.Header{"Authorization": {"token " + hub.token}}})
	must(t, err)
	ws.SetReadLimit(64 << 20)
	defer ws.CloseNow()

	first := time.Now()
	board := runOverWebsocket(t, ctx, ws, imageSmokeCells[0])
	t.Logf("first cell (the board) behind the hub: %s", time.Since(first).Round(time.Millisecond))
	if !strings.Contains(board, "image/png") {
		t.Errorf("the board cell showed no picture:\n%.2000s", board)
	}
	runOverWebsocket(t, ctx, ws, imageSmokeCells[1])
	if hog := runOverWebsocket(t, ctx, ws, imageSmokeCells[2]); !strings.Contains(strings.ToLower(hog), "killed") {
		t.Errorf("the memory hog was not killed at the container's limit:\n%.2000s", hog)
	}
	if got := runOverWebsocket(t, ctx, ws, imageSmokeCells[3]); !strings.Contains(got, "execute_result") || !strings.Contains(got, `"42"`) {
		t.Errorf("the cell after the hog shows %.2000s, want 42 (the kernel must survive with its state)", got)
	}

	// Stopping the server through the hub removes the container.
	if code, b := api("DELETE", "/hub/api/users/"+user+"/server", nil); code != 204 && code != 202 {
		t.Fatalf("stopping %s's server: %d %s", user, code, b)
	}
	waitFor(t, ctx, "the container to be removed", func() bool {
		return exec.Command("podman", "container", "exists", "sudokit-smoke-"+user).Run() != nil
	})
}

// runOverWebsocket executes code in a kernel over Jupyter's websocket
// protocol and returns the IOPub messages the request caused, as JSON
// lines, once the kernel is idle again.
func runOverWebsocket(t *testing.T, ctx context.Context, ws *websocket.Conn, code string) string {
	t.Helper()
	id := uuid.NewString()
	msg := map[string]any{
		"header": map[string]any{"msg_id": id, "username": "smoke", "session": "smoke", "msg_type": "execute_request",
			"version": "5.3", "date": time.Now().UTC().Format(time.RFC3339)},
		"parent_header": map[string]any{}, "metadata": map[string]any{}, "channel": "shell", "buffers": []any{},
		"content": map[string]any{"code": code, "silent": false, "store_history": true, "user_expressions": map[string]any{},
			"allow_stdin": false, "stop_on_error": false},
	}
	raw, err := json.Marshal(msg)
	must(t, err)
	must(t, ws.Write(ctx, websocket.MessageText, raw))
	var out strings.Builder
	for {
		_, data, err := ws.Read(ctx)
		if err != nil {
			t.Fatalf("reading the kernel's messages: %v\nso far:\n%s", err, out.String())
		}
		var m struct {
			Channel      string `json:"channel"`
			ParentHeader struct {
				MsgID string `json:"msg_id"`
			} `json:"parent_header"`
			Header struct {
				MsgType string `json:"msg_type"`
			} `json:"header"`
			Content json.RawMessage `json:"content"`
		}
		if json.Unmarshal(data, &m) != nil || m.ParentHeader.MsgID != id || m.Channel != "iopub" {
			continue
		}
		fmt.Fprintf(&out, "%s %s\n", m.Header.MsgType, m.Content)
		if m.Header.MsgType == "status" && strings.Contains(string(m.Content), `"idle"`) {
			return out.String()
		}
	}
}

// waitFor polls cond until it holds, failing the test with what it waited
// for when ctx ends first.
func waitFor(t *testing.T, ctx context.Context, what string, cond func() bool) {
	t.Helper()
	tick := time.NewTicker(500 * time.Millisecond)
	defer tick.Stop()
	for !cond() {
		select {
		case <-ctx.Done():
			t.Fatalf("waiting for %s: %v", what, ctx.Err())
		case <-tick.C:
		}
	}
}

// needImageHub returns the image named by the environment variable env,
// built from deploy/kubernetes/dockerfile, or skips the test when it is not
// set or when podman, Debian's JupyterHub and its proxy, or root (the hub
// runs podman; the grading sandbox needs it) are missing.
func needImageHub(t *testing.T, env, dockerfile string) string {
	t.Helper()
	image := os.Getenv(env)
	if image == "" {
		t.Skipf("set %s to an image built from deploy/kubernetes/%s (scripts/images builds one and runs this test)", env, dockerfile)
	}
	for _, bin := range []string{"podman", "/usr/bin/jupyterhub", "/usr/bin/configurable-http-proxy"} {
		if _, err := exec.LookPath(bin); err != nil {
			t.Skipf("%s is absent (scripts/deps and scripts/images install them)", bin)
		}
	}
	testenv.NeedRoot(t, "the hub runs podman and the grading sandbox needs root: run as root")
	return image
}

// smokeHub is Debian's JupyterHub on this machine with
// testdata/image_hub_config.py, driven through its REST API with the
// token of its service "smoke".
type smokeHub struct {
	t         *testing.T
	ctx       context.Context
	base      string // the proxy: http://127.0.0.1:PORT
	port      int    // the proxy's port
	hubAPIURL string // the hub's own API, as services reach it
	token     string
}

// startSmokeHub starts the hub with the config's settings plus env (KEY=VALUE)
// and waits for its API; the hub is stopped, and its log shown on failure,
// when the test ends.
func startSmokeHub(t *testing.T, ctx context.Context, env ...string) *smokeHub {
	t.Helper()
	config, err := filepath.Abs("testdata/image_hub_config.py")
	must(t, err)
	dir := t.TempDir()
	ports := freePorts(t, 3)
	h := &smokeHub{t: t, ctx: ctx, base: fmt.Sprintf("http://127.0.0.1:%d", ports[0]), port: ports[0],
		hubAPIURL: fmt.Sprintf("http://127.0.0.1:%d/hub/api", ports[1]), token: randomHex(t, 16)}
	hub := exec.CommandContext(ctx, "/usr/bin/jupyterhub", "-f", config)
	hub.Dir = dir
	hub.Env = append(os.Environ(),
		"NODE_PATH=/usr/share/nodejs", // Debian's proxy finds its modules there (shared/README)
		"SMOKE_DIR="+dir, "SMOKE_TOKEN="+h.token,
		"SMOKE_PORT="+strconv.Itoa(ports[0]), "SMOKE_HUB_PORT="+strconv.Itoa(ports[1]),
		"SMOKE_PROXY_API_PORT="+strconv.Itoa(ports[2]))
	hub.Env = append(hub.Env, env...)
	var hubLog bytes.Buffer
	hub.Stdout, hub.Stderr = &hubLog, &hubLog // the same writer: one goroutine copies both
	hub.WaitDelay = 30 * time.Second
	must(t, hub.Start())
	t.Cleanup(func() {
		hub.Process.Signal(os.Interrupt)
		hub.Wait()
		if t.Failed() {
			t.Logf("hub log:\n%s", hubLog.String())
		}
	})
	waitFor(t, ctx, "the hub's API", func() bool { code, _ := h.api("GET", "/hub/api/", nil); return code == 200 })
	return h
}

// api calls path on the hub's proxy with the smoke service's token and a
// JSON body (nil: none).
func (h *smokeHub) api(method, path string, body any) (int, []byte) {
	var r io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		r = bytes.NewReader(b)
	}
	return h.call(method, path, h.token, "application/json", r)
}

// call sends a request to path on the hub's proxy with a token; a
// transport error comes back as status 0 and its text.
func (h *smokeHub) call(method, path, token, contentType string, body io.Reader) (int, []byte) {
	req, err := http.NewRequestWithContext(h.ctx, method, h.base+path, body)
	must(h.t, err)
	req.Header.Set("Authorization", "token "+token)
	if body != nil {
		req.Header.Set("Content-Type", contentType)
	}
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Do(req)
	if err != nil {
		return 0, []byte(err.Error())
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}
