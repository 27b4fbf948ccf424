package course

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path"
	"strings"
	"sync"
	"testing"
	"time"
)

// homeServer is a student's Jupyter server as the contents API shows it,
// holding its files in memory: as Jupyter does, it makes a folder or a
// file only inside a folder that exists (500 otherwise).
type homeServer struct {
	mu    sync.Mutex
	dirs  map[string]bool
	files map[string][]byte
}

func (h *homeServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p, ok := strings.CutPrefix(r.URL.Path, "/user/ann/api/contents/")
	if !ok || r.Header.Get("Authorization") != "token tok-ann" {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	switch r.Method {
	case http.MethodGet:
		if !h.dirs[p] && h.files[p] == nil {
			http.NotFound(w, r)
			return
		}
		json.NewEncoder(w).Encode(map[string]any{"name": path.Base(p), "path": p})
	case http.MethodPut:
		var m struct{ Type, Format, Content string }
		json.NewDecoder(r.Body).Decode(&m)
		if parent := path.Dir(p); parent != "." && !h.dirs[parent] {
			http.Error(w, "Unexpected error while saving file: No such file or directory", http.StatusInternalServerError)
			return
		}
		if m.Type == "directory" {
			h.dirs[p] = true
		} else {
			h.files[p], _ = base64.StdEncoding.DecodeString(m.Content)
		}
		w.WriteHeader(http.StatusCreated)
	}
}

// Fetch makes the folders of the release from the top down, so a release
// holding a file two folders deep (data/sub/x.txt, with no file of its own
// in data/) reaches the student whole.
func TestFetchMakesNestedFolders(t *testing.T) {
	f := newFixture(t, 1)
	f.student("ann")
	ctx := context.Background()
	h1, err := f.store.Blobs.Put([]byte("package hw\n"))
	must(t, err)
	h2, err := f.store.Blobs.Put([]byte("nine\n"))
	must(t, err)
	_, err = f.store.AddAssignment(ctx, "c1", "hw2", "Deep", 1, map[string]string{"hw.go": h1}, map[string]string{"hw.go": h1, "data/sub/x.txt": h2}, "teach1")
	must(t, err)
	must(t, f.store.Release(ctx, "c1", "hw2", ReleaseSettings{Due: time.Now().Add(time.Hour)}))
	home := &homeServer{dirs: map[string]bool{}, files: map[string][]byte{}}
	hs := httptest.NewServer(home)
	defer hs.Close()
	f.srv.Files = Contents{Base: hs.URL, Client: hs.Client()}
	if code, body := f.login("ann").post("c/c1/a/hw2/fetch", nil, true); code != http.StatusOK || !strings.Contains(body, "2 files written") {
		t.Errorf("fetch: %d\n%s", code, body)
	}
	home.mu.Lock()
	defer home.mu.Unlock()
	if string(home.files["assignments/hw2/data/sub/x.txt"]) != "nine\n" || home.files["assignments/hw2/hw.go"] == nil {
		t.Errorf("the student's folder after the fetch: %v", home.files)
	}
}
