package assignments

import (
	"bytes"
	"strings"
	"testing"
)

func TestClassGradebook(t *testing.T) {
	a, err := ReadGradebook("grades/a1-read.csv", strings.NewReader("student,score,max_score,t1 (4),t2 (6)\nada,10,10,4,6\nbob,4,10,4,0\n"))
	must(t, err)
	hw, err := ReadGradebook("hw1.csv", strings.NewReader("student,score,max_score,TestA\n'=cmd,5,5,5\nada,0,5,0\n"))
	must(t, err)
	cb := NewClassGradebook([]*AssignmentGrades{a, hw})
	var csvOut bytes.Buffer
	must(t, cb.WriteCSV(&csvOut))
	want := "student,a1-read,hw1,total,max_total\n'=cmd,,5,5,15\nada,10,0,10,15\nbob,4,,4,15\n"
	if csvOut.String() != want {
		t.Errorf("CSV:\n%s\nwant:\n%s", csvOut.String(), want)
	}
	var page bytes.Buffer
	must(t, cb.WriteHTML(&page))
	for _, w := range []string{"<th>a1-read<br><small>/ 10</small></th>", "<summary>4</summary><table><tr><td>t1</td><td>4 / 4</td></tr><tr><td>t2</td><td>0 / 6</td></tr></table>", "<td>10 / 15</td>", "<td>=cmd</td>", `<td class="low">—</td>`, "<tr><td>TestA</td><td>0</td></tr>"} {
		if !strings.Contains(page.String(), w) {
			t.Errorf("page lacks %q:\n%s", w, page.String())
		}
	}
	if _, err := ReadGradebook("x.csv", strings.NewReader("student,score,max_score\nada,ten,10\n")); err == nil || !strings.Contains(err.Error(), `x.csv:2: "ten" is not a number`) {
		t.Errorf("bad number: %v", err)
	}
}
