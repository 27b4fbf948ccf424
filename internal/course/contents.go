package course

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/sudokit/sudokit/internal/httpjson"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// Contents reaches a user's files through their own single-user server:
// Jupyter's contents API behind the hub's proxy, with the token the user's
// visit granted the service. Nothing else of the machine is touched.
type Contents struct {
	// Base is the proxy's URL as the service reaches it (http://127.0.0.1:8000).
	Base   string
	Client *http.Client
}

// Entry is one item of a folder listing.
type Entry struct {
	Name, Path, Type string
	Size             int64
	Modified         time.Time
}

// ErrNoServer is a user whose server is not running.
var ErrNoServer = errors.New("server not running")

func (c Contents) url(user, path string) string {
	segs := strings.Split(strings.Trim(path, "/"), "/")
	for i, s := range segs {
		segs[i] = url.PathEscape(s)
	}
	return strings.TrimSuffix(c.Base, "/") + "/user/" + url.PathEscape(user) + "/api/contents/" + strings.Join(segs, "/")
}

func (c Contents) do(ctx context.Context, method, user, token, path, query string, body any, out any) (int, error) {
	u := c.url(user, path)
	if query != "" {
		u += "?" + query
	}
	req, err := httpjson.NewRequest(ctx, method, u, body)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Authorization", "token "+token)
	client := *c.Client
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	resp, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	switch {
	case resp.StatusCode == http.StatusNotFound:
		return resp.StatusCode, nil
	case resp.StatusCode >= 300 && resp.StatusCode < 400, resp.StatusCode == http.StatusServiceUnavailable, resp.StatusCode == 424:
		return resp.StatusCode, ErrNoServer
	case resp.StatusCode >= 400:
		return resp.StatusCode, fmt.Errorf("contents %s %s: %s: %.200s", method, path, resp.Status, data)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			return resp.StatusCode, fmt.Errorf("contents %s: %w", path, err)
		}
	}
	return resp.StatusCode, nil
}

type model struct {
	Name         string  `json:"name"`
	Path         string  `json:"path"`
	Type         string  `json:"type"`
	Format       string  `json:"format"`
	Size         *int64  `json:"size"`
	LastModified string  `json:"last_modified"`
	Content      any     `json:"content"`
	Items        []model `json:"-"`
}

// List lists a folder; found is false when there is no such folder.
func (c Contents) List(ctx context.Context, user, token, path string) (entries []Entry, found bool, err error) {
	var m struct {
		Type    string  `json:"type"`
		Content []model `json:"content"`
	}
	code, err := c.do(ctx, http.MethodGet, user, token, path, "content=1", nil, &m)
	if err != nil || code == http.StatusNotFound {
		return nil, false, err
	}
	if m.Type != "directory" {
		return nil, false, lang.Errorf("%s is not a folder", path)
	}
	for _, it := range m.Content {
		e := Entry{Name: it.Name, Path: it.Path, Type: it.Type}
		if it.Size != nil {
			e.Size = *it.Size
		}
		e.Modified, _ = time.Parse(time.RFC3339Nano, it.LastModified)
		entries = append(entries, e)
	}
	return entries, true, nil
}

// Read returns a file's bytes.
func (c Contents) Read(ctx context.Context, user, token, path string) ([]byte, error) {
	var m model
	code, err := c.do(ctx, http.MethodGet, user, token, path, "type=file&format=base64&content=1", nil, &m)
	if err != nil {
		return nil, err
	}
	if code == http.StatusNotFound {
		return nil, lang.Errorf("%s is not there", path)
	}
	s, _ := m.Content.(string)
	if m.Format == "text" {
		return []byte(s), nil
	}
	return base64.StdEncoding.DecodeString(strings.ReplaceAll(s, "\n", ""))
}

// Exists reports whether path exists.
func (c Contents) Exists(ctx context.Context, user, token, path string) (bool, error) {
	code, err := c.do(ctx, http.MethodGet, user, token, path, "content=0", nil, nil)
	if err != nil {
		return false, err
	}
	return code != http.StatusNotFound, nil
}

// Mkdir makes a folder (and is content when it exists).
func (c Contents) Mkdir(ctx context.Context, user, token, path string) error {
	_, err := c.do(ctx, http.MethodPut, user, token, path, "", map[string]string{"type": "directory"}, nil)
	return err
}

// Write writes a file (the caller checks first that it is not there).
func (c Contents) Write(ctx context.Context, user, token, path string, data []byte) error {
	_, err := c.do(ctx, http.MethodPut, user, token, path, "", map[string]string{
		"type": "file", "format": "base64", "content": base64.StdEncoding.EncodeToString(data)}, nil)
	return err
}
