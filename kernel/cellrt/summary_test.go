package cellrt

import (
	"strings"
	"testing"
)

func TestTextSummarisesLargeValues(t *testing.T) {
	huge := make([]int8, 1e7)
	huge[1] = 7
	got := Text(huge)
	if !strings.HasPrefix(got, "[]int8 len=10000000: [0 7 0 0 ") || !strings.HasSuffix(got, " 0 …]") {
		t.Errorf("slice: %.80q…", got)
	}
	if len(got) > 1000 {
		t.Errorf("slice summary is %d bytes", len(got))
	}

	m := map[int]string{}
	for i := range 5000 {
		m[i] = "v"
	}
	got = Text(m)
	if !strings.HasPrefix(got, "map[int]string len=5000: map[0:v 1:v 2:v ") || !strings.HasSuffix(got, " 99:v …]") {
		t.Errorf("map: %q", got)
	}

	var arr [2000]int
	if got := Text(arr); !strings.HasPrefix(got, "[2000]int len=2000: [0 0 ") {
		t.Errorf("array: %.80q", got)
	}

	s := strings.Repeat("é", 1e6)
	got = Text(s)
	if !strings.HasPrefix(got, `string len=2000000: "éé`) || !strings.HasSuffix(got, `é"…`) || len(got) > MaxStringBytes {
		t.Errorf("string: %d bytes %.40q…%q", len(got), got, got[len(got)-10:])
	}

	// Small values are shown whole.
	if got := Text([]int{1, 2, 3}); got != "[1 2 3]" {
		t.Errorf("small slice: %q", got)
	}
	if got := Text(strings.Repeat("a", 10)); got != `"aaaaaaaaaa"` {
		t.Errorf("small string: %q", got)
	}

	// Anything else is cut.
	type holder struct{ Rows [][]int }
	h := holder{}
	for range 500 {
		h.Rows = append(h.Rows, make([]int, 500))
	}
	got = Text(h)
	if len(got) > MaxTextBytes+100 || !strings.HasPrefix(got, "{Rows:[[0 0") || !strings.Contains(got, "more bytes]") {
		t.Errorf("struct: %d bytes, ends %q", len(got), got[len(got)-40:])
	}
}
