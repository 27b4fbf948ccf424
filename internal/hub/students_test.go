package hub

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func ExampleParseClassList() {
	list := `username,password
ana,correct-horse
# joins in week 2
bo
`
	students, err := ParseClassList(strings.NewReader(list), "class.csv")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range students {
		fmt.Printf("line %d: %s (password given: %v)\n", s.Line, s.Username, s.Password != "")
	}
	_, err = ParseClassList(strings.NewReader("ana\nBob Smith\n"), "class.csv")
	fmt.Println(err)
	// Output:
	// line 2: ana (password given: true)
	// line 4: bo (password given: false)
	// class.csv: line 2: invalid username "Bob Smith": use 1 to 32 lowercase letters, digits, '-' or '_', starting with a letter
}

func TestParseClassListErrors(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		line     int
		want     string
	}{
		{"bad name", "ana\n\n9lives\n", 3, `invalid username "9lives"`},
		{"too many fields", "ana,pw,extra\n", 1, "3 fields; want username or username,password"},
		{"duplicate", "ana\nbo\nana,pw\n", 3, `username "ana" is already on line 1`},
		{"colon in password", "ana,a:b\n", 1, "contains ':'"},
		{"csv quote", "ana\n\"bo\n", 2, "extraneous or missing"},
		{"empty", "username,password\n# nobody yet\n", 0, "no students"},
		{"uppercase", "Ana\n", 1, "invalid username"},
		{"too long", strings.Repeat("a", 33) + "\n", 1, "invalid username"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseClassList(strings.NewReader(tc.in), "class.csv")
			var cl *ClassListError
			if !errors.As(err, &cl) {
				t.Fatalf("error %v is not a *ClassListError", err)
			}
			if cl.Line != tc.line || cl.File != "class.csv" || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %q (line %d), want line %d and %q", err, cl.Line, tc.line, tc.want)
			}
		})
	}
}

func TestNewPasswordAlphabet(t *testing.T) {
	seen := map[string]bool{}
	for range 100 {
		p := newPassword()
		if len(p) != 12 || strings.ContainsAny(p, "0O1lI") {
			t.Fatalf("password %q: want 12 unambiguous characters", p)
		}
		if seen[p] {
			t.Fatalf("password %q made twice", p)
		}
		seen[p] = true
	}
}
