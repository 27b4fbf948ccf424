package jupyter

import (
	"reflect"
	"testing"
)

func TestHistoryQuery(t *testing.T) {
	var h history
	for i, code := range []string{"a := 1", "a++", "a", "a++"} {
		h.add(i+1, code)
	}
	h.setOutput(3, "2")
	if got := h.query(historyRequest{HistAccessType: "tail", N: 2}); len(got) != 2 || got[1].([]any)[2] != "a++" {
		t.Errorf("tail: %v", got)
	}
	if got := h.query(historyRequest{HistAccessType: "range", Start: 2, Stop: 4, Output: true}); len(got) != 2 ||
		!reflect.DeepEqual(got[1], []any{historySession, 3, []any{"a", "2"}}) {
		t.Errorf("range: %v", got)
	}
	if got := h.query(historyRequest{HistAccessType: "search", Pattern: "a++", Unique: true}); len(got) != 1 {
		t.Errorf("unique search: %v", got)
	}
}

func TestGlob(t *testing.T) {
	for _, c := range []struct {
		pattern, s string
		want       bool
	}{
		{"*half*", "half := 10 / 2", true},
		{"*/*", "a := 1 /\n2", true},
		{"*", "line one\nline two", true},
		{"a?c", "abc", true},
		{"a?c", "abbc", false},
		{"[ab]x", "bx", true},
		{"[!ab]x", "bx", false},
		{"[^ab]x", "cx", true},
		{"n++*", "n++; n", true},
		{"N++*", "n++; n", false},
		{"x.y", "xzy", false},
		{"[unclosed", "[unclosed", true},
		{"*数独*", "b := 数独.New()", true}, // characters beyond ASCII match themselves
		{"?é", "xé", true},
		{"[é]", "é", true},
	} {
		re, err := globRegexp(c.pattern)
		if err != nil {
			t.Errorf("%q: %v", c.pattern, err)
			continue
		}
		if got := re.MatchString(c.s); got != c.want {
			t.Errorf("glob %q on %q = %v, want %v", c.pattern, c.s, got, c.want)
		}
	}
}

func TestSignature(t *testing.T) {
	s := signer{key: []byte("secret")}
	frames, err := s.encode([][]byte{[]byte("id")}, nil, "status", map[string]string{"execution_state": "idle"})
	if err != nil {
		t.Fatal(err)
	}
	m, err := s.decode(frames)
	if err != nil || m.header.MsgType != "status" || string(m.identities[0]) != "id" {
		t.Fatalf("decode: %v %+v", err, m)
	}
	frames[len(frames)-1] = []byte(`{"execution_state":"busy"}`)
	if _, err := s.decode(frames); err != errBadSignature {
		t.Errorf("tampered content: err %v, want bad signature", err)
	}
	if _, err := s.decode([][]byte{[]byte("<IDS|MSG>"), []byte("x")}); err != errMalformed {
		t.Errorf("short message: %v", err)
	}
}
