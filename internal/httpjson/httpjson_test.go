package httpjson

import (
	"context"
	"io"
	"net/http"
	"testing"
)

// TestNewRequest: a body is sent as JSON with its Content-Type; without
// one the request has neither.
func TestNewRequest(t *testing.T) {
	req, err := NewRequest(context.Background(), http.MethodPut, "http://127.0.0.1/x", map[string]int{"a": 1})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(req.Body)
	if string(b) != `{"a":1}` || req.Header.Get("Content-Type") != "application/json" {
		t.Errorf("body %q, Content-Type %q", b, req.Header.Get("Content-Type"))
	}
	req, err = NewRequest(context.Background(), http.MethodGet, "http://127.0.0.1/x", nil)
	if err != nil {
		t.Fatal(err)
	}
	if req.Body != nil || req.Header.Get("Content-Type") != "" {
		t.Errorf("a request without a body has body %v, Content-Type %q", req.Body, req.Header.Get("Content-Type"))
	}
	if _, err := NewRequest(context.Background(), http.MethodPut, "http://127.0.0.1/x", func() {}); err == nil {
		t.Error("a body JSON cannot encode made a request")
	}
}
