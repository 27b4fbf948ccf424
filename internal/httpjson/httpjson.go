// Package httpjson builds HTTP requests whose body is JSON, for the clients
// of Jupyter's contents API (internal/course) and of the hub's and the
// course service's REST APIs (internal/hub/loadtest).
package httpjson

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
)

// NewRequest is http.NewRequestWithContext with body, when it is not nil,
// encoded as JSON and declared so by the Content-Type header.
func NewRequest(ctx context.Context, method, url string, body any) (*http.Request, error) {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return nil, err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, rd)
	if err != nil {
		return nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	return req, nil
}
