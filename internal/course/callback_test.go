package course

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// The OAuth callback's refusals are said in the browser's language, as
// every page of the service is.
func TestCallbackRefusalTranslated(t *testing.T) {
	srv := &Server{Auth: &tokenAuthority{groups: map[string][]string{}}, Prefix: "/services/course/"}
	hs := httptest.NewServer(srv.Handler())
	defer hs.Close()
	for _, c := range []struct{ cookie, code, want string }{
		{"", "tok-x", "open de cursuspagina opnieuw"},                                      // no state cookie: a stale or forged login
		{"s1|%2Fservices%2Fcourse%2F", "bad", "de hub heeft de aanmelding niet bevestigd"}, // a code the hub refuses
	} {
		req, _ := http.NewRequest("GET", hs.URL+"/services/course/oauth_callback?state=s1&code="+c.code, nil)
		req.Header.Set("Accept-Language", "nl-NL,nl;q=0.9")
		if c.cookie != "" {
			req.AddCookie(&http.Cookie{Name: stateCookie, Value: c.cookie})
		}
		resp, err := http.DefaultClient.Do(req)
		must(t, err)
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusForbidden || !strings.Contains(string(body), c.want) {
			t.Errorf("callback (cookie %q, code %q): %d %s, want 403 and %q", c.cookie, c.code, resp.StatusCode, body, c.want)
		}
	}
}
