package course

import (
	"bytes"
	"encoding/csv"
	"testing"
)

// TestGradebookCSVQuotesFormulas: a student named like a spreadsheet
// formula reaches the gradebook's CSV as text (a leading apostrophe), so
// opening the file runs nothing; an ordinary name is left alone.
func TestGradebookCSVQuotesFormulas(t *testing.T) {
	gb := &Gradebook{Students: []string{`=HYPERLINK("http://evil","x")`, "ada"}, Scores: map[string][]*Status{}}
	var buf bytes.Buffer
	if err := gb.WriteCSV(&buf); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 3 || rows[1][0] != `'=HYPERLINK("http://evil","x")` || rows[2][0] != "ada" {
		t.Errorf("gradebook CSV rows %q, want the formula quoted and ada as is", rows)
	}
}
