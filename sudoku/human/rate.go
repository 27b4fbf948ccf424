package human

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/lang"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Level is a difficulty class in HoDoKu's style: Easy, Medium, Hard, Unfair
// and Extreme. A puzzle's level is the level of its hardest technique, raised
// further when the sum of its step scores passes a level's limit.
type Level int

// The difficulty levels, easiest first.
const (
	Easy Level = iota + 1
	Medium
	Hard
	Unfair
	Extreme
)

var levelNames = [...]string{"", "Easy", "Medium", "Hard", "Unfair", "Extreme"}

// levelMaxScore is HoDoKu's highest score for each level: a puzzle whose
// step scores add up to more moves to the next level.
var levelMaxScore = [...]int{0, 800, 1000, 1600, 1800, 1 << 62}

// String returns the level's name, "Hard".
func (l Level) String() string {
	if l >= Easy && l <= Extreme {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

// ParseLevel reads a level name (any letter case): "easy", "Medium", …
func ParseLevel(s string) (Level, error) {
	for l := Easy; l <= Extreme; l++ {
		if strings.EqualFold(strings.TrimSpace(s), levelNames[l]) {
			return l, nil
		}
	}
	return 0, &sudoku.ParseError{Source: "level", Err: sudoku.ErrSyntax,
		Detail: fmt.Sprintf("%q is not one of easy, medium, hard, unfair, extreme", s)}
}

// MarshalText writes the level's name, so levels read well in JSON.
func (l Level) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText reads a level's name.
func (l *Level) UnmarshalText(b []byte) error {
	v, err := ParseLevel(string(b))
	if err == nil {
		*l = v
	}
	return err
}

// TechniqueLevel returns the level of a technique, by its name and family,
// following HoDoKu: singles are easy; intersections, pairs and triples
// medium; quads, X-Wings, Swordfish, single-digit patterns, wings, uniqueness
// and coloring hard; Jellyfish, chains, ALS and Sue de Coq unfair; forcing
// chains and last resorts extreme.
func TechniqueLevel(t *Technique) Level {
	switch t.Family {
	case "Singles":
		return Easy
	case "Intersections":
		return Medium
	case "Subsets":
		if strings.HasSuffix(t.Name, "Quad") {
			return Hard
		}
		return Medium
	case "Basic Fish", "Finned Fish":
		if strings.Contains(t.Name, "Jellyfish") {
			return Unfair
		}
		return Hard
	case "Single Digit Patterns", "Wings", "Uniqueness", "Coloring":
		return Hard
	case "Forcing Chains and Nets", "Last Resort":
		return Extreme
	}
	return Unfair
}

// Rating is what Rate says about a puzzle. SE and Hardest come from the
// Sudoku Explainer path (SERating), so Hardest uses Sudoku Explainer's names
// ("Hidden Single" rated 1.2 in a box and 1.5 in a line, "WXYZ-Wing",
// "Forcing Chain", …), which are not always the names of Techniques(). Level,
// Score, Steps and Techniques come from the step solver's trace.
type Rating struct {
	SE      float64 `json:"se"`      // Sudoku Explainer scale: the hardest step's rating (see SERating)
	Hardest string  `json:"hardest"` // the technique of the hardest step on the SE path
	Level   Level   `json:"level"`   // HoDoKu-style level
	Score   int     `json:"score"`   // sum of the steps' HoDoKu scores

	// LevelBy says what set the level: the technique of the solver's path
	// whose level it is ("XY-Chain"), or the score, when the sum of all the
	// steps passed the level's limit ("score 2362 > 1800"). The SE number
	// rates the hardest single step of Sudoku Explainer's own path, so a
	// long solve of middling steps can be Extreme at a low SE.
	LevelBy string `json:"level_by"`

	Steps      int            `json:"steps"`      // steps in the trace
	Techniques map[string]int `json:"techniques"` // steps per technique

	Givens       int  `json:"givens"`        // number of givens
	FewestGivens int  `json:"fewest_givens"` // fewest givens in a row or column
	MostEmpty    int  `json:"most_empty"`    // most empty cells in a row or column
	Solved       bool `json:"solved"`        // the techniques solved the puzzle
}

// String returns a one-line summary: "SE 7.2 (Forcing Chain), Extreme, score 2310, 58 steps, 24 givens".
func (r Rating) String() string {
	return fmt.Sprintf("SE %.1f (%s), %s, score %d, %d steps, %d givens", r.SE, r.Hardest, r.Level, r.Score, r.Steps, r.Givens)
}

// Rate solves b step by step and rates it. The level, score and technique
// counts come from the step solver's trace; the SE number of a 9×9 puzzle
// comes from Sudoku Explainer's own path (SERating), which knows other
// techniques and rates chains by their length as SE does. Other shapes get
// the hardest step of the trace on SE's scale (StepSE). It returns the
// errors of StepSolve: a puzzle without solution or with several solutions
// is not rated.
func Rate(b *sudoku.Board) (Rating, error) {
	r, pending, err := RateLevel(b)
	if err != nil {
		return Rating{}, err
	}
	pending.AddSE(&r)
	return r, nil
}

// PendingSE is what the SE number of a rating still needs after the step
// solver's trace: the start and the states the trace passed.
type PendingSE struct {
	start *trace.Grid
	memo  *stateMemo
}

// RateLevel is Rate up to the SE number: level, score, histogram and the
// givens fields from the step solver's trace, with the SE number of the
// trace's hardest step (StepSE). PendingSE.AddSE replaces that with SE's own
// path. The generator rejects most candidates on their level alone, before
// the SE path runs.
func RateLevel(b *sudoku.Board) (Rating, PendingSE, error) {
	if err := b.CheckGivens(); err != nil {
		return Rating{}, PendingSE{}, err
	}
	// The rating reads the steps only: no grid before each step is kept.
	// The SE path goes through many of the trace's states: the memo tells
	// it which techniques found nothing there, and the step taken.
	memo := newStateMemo()
	t, err := (&StepSolver{}).solve(trace.NewGrid(b), false, memo)
	if err != nil {
		return Rating{}, PendingSE{}, err
	}
	r := RateTrace(t)
	r.Givens = b.Givens()
	r.FewestGivens, r.MostEmpty = LineCounts(b)
	return r, PendingSE{start: t.Start, memo: memo}, nil
}

// AddSE sets the SE number and hardest step of r from SE's path, on 9×9.
func (p PendingSE) AddSE(r *Rating) {
	if se, hardest := seRating(p.start, p.memo); hardest != "" {
		r.SE, r.Hardest = se, hardest
	}
}

// RateTrace rates a solved trace: SE number, level, score and histogram.
// The SE number is the largest StepSE of the trace's steps, an
// approximation of SERating. The givens fields stay zero (a trace does not
// know the givens).
func RateTrace(t *trace.Trace) Rating {
	r := Rating{Techniques: map[string]int{}, Steps: len(t.Steps), Solved: t.Solved, Level: Easy}
	for _, st := range t.Steps {
		r.Techniques[st.Technique]++
		se := StepSE(st.Step)
		if se > r.SE {
			r.SE, r.Hardest = se, st.Technique
		}
		if tech := techniqueOf(st.Step); tech != nil {
			r.Score += tech.Score
			if l := TechniqueLevel(tech); l > r.Level || r.LevelBy == "" {
				r.Level, r.LevelBy = max(r.Level, l), tech.Name
			}
		}
	}
	for r.Level < Extreme && r.Score > levelMaxScore[r.Level] {
		r.LevelBy = fmt.Sprintf("score %d > %d", r.Score, levelMaxScore[r.Level])
		r.Level++
	}
	return r
}

// techniqueOf finds a step's technique in the registry.
func techniqueOf(s trace.Step) *Technique { return TechniqueNamed(s.Technique) }

// StepSE returns the Sudoku Explainer rating of one step: the technique's
// rating, with SE's refinements — a hidden single in a box rates 1.2 (in a
// row or column 1.5), and chains get a bonus for their length.
func StepSE(s trace.Step) float64 {
	t := techniqueOf(s)
	if t == nil {
		return 0
	}
	se := t.SE
	switch {
	case t == HiddenSingle && len(s.Base) == 1 && s.Base[0].Kind == sudoku.BoxHouse:
		se = 1.2
	case t.Name == "XY-Chain" && len(s.Cells) <= 5 && len(s.Cells) == highlightDigits(s):
		// Short XY-chains through as many digits as cells are what Sukaku
		// Explainer calls wings: 3 cells an XY-Wing, 4 a WXYZ-Wing (5.5),
		// 5 a VWXYZ-Wing (6.3).
		se = [...]float64{3: 4.2, 4: 5.5, 5: 6.3}[len(s.Cells)]
	case t == RemotePair, t.Family == "Chains and Loops", t.Family == "Coloring":
		se += lengthBonus(len(s.Links))
	}
	return se
}

// highlightDigits counts the different values among a step's highlighted
// candidates.
func highlightDigits(s trace.Step) int {
	var vs sudoku.Values
	for _, c := range s.Highlights {
		vs = vs.With(c.Value)
	}
	return vs.Count()
}

// lengthBonus is SE's extra rating for long chains: 0.1 for every step of
// the sequence 4, 6, 8, 12, 16, 24, 32, … the length passes.
func lengthBonus(length int) float64 {
	bonus, ceil := 0.0, 4
	for odd := false; length > ceil; odd = !odd {
		bonus += 0.1
		if odd {
			ceil = ceil * 4 / 3
		} else {
			ceil = ceil * 3 / 2
		}
	}
	return bonus
}

// LineCounts returns the Tsinghua metrics of a puzzle: the fewest givens in
// any row or column, and the most empty cells in any row or column.
func LineCounts(b *sudoku.Board) (fewest, mostEmpty int) {
	n := b.N()
	fewest = n
	for k := 0; k < n; k++ {
		for _, h := range []*sudoku.House{b.Row(k), b.Column(k)} {
			givens, empty := 0, 0
			for _, c := range h.Cells() {
				if c.Given() {
					givens++
				}
				if c.IsEmpty() {
					empty++
				}
			}
			fewest = min(fewest, givens)
			mostEmpty = max(mostEmpty, empty)
		}
	}
	return fewest, mostEmpty
}

// RatingSummary gathers the ratings of many puzzles: how many fall in each
// level, how often each technique is used, and the spread of SE numbers.
type RatingSummary struct {
	Puzzles    int            `json:"puzzles"`
	Failed     int            `json:"failed"` // puzzles that could not be rated
	Levels     map[Level]int  `json:"levels"`
	Techniques map[string]int `json:"techniques"` // steps per technique over all puzzles
	Using      map[string]int `json:"using"`      // puzzles using each technique
	SESum      float64        `json:"se_sum"`
	SEMax      float64        `json:"se_max"`
}

// Add counts one rating (or, with a non-nil err, one failure).
func (s *RatingSummary) Add(r Rating, err error) {
	if s.Levels == nil {
		s.Levels, s.Techniques, s.Using = map[Level]int{}, map[string]int{}, map[string]int{}
	}
	s.Puzzles++
	if err != nil {
		s.Failed++
		return
	}
	s.Levels[r.Level]++
	for t, n := range r.Techniques {
		s.Techniques[t] += n
		s.Using[t]++
	}
	s.SESum += r.SE
	s.SEMax = max(s.SEMax, r.SE)
}

// MeanSE returns the average SE rating of the rated puzzles.
func (s *RatingSummary) MeanSE() float64 {
	if rated := s.Puzzles - s.Failed; rated > 0 {
		return s.SESum / float64(rated)
	}
	return 0
}

// String returns the summary as a small report: levels, then techniques by
// number of steps. Counts take the plural form their number asks for in the
// current language ("1 step in 1 puzzle"), and the columns line up by
// display width, Chinese characters counting two.
func (s *RatingSummary) String() string {
	var b strings.Builder
	// Numbers are formatted by fmt, as in every language: the catalog
	// places them.
	b.WriteString(tr("%[1]s (%[2]s not rated), mean SE %[3]s, max SE %[4]s",
		count("%[2]s puzzles", s.Puzzles), strconv.Itoa(s.Failed), fmt.Sprintf("%.2f", s.MeanSE()), fmt.Sprintf("%.1f", s.SEMax)))
	b.WriteByte('\n')
	names := make([]string, 0, len(s.Techniques))
	for t := range s.Techniques {
		names = append(names, t)
	}
	sort.Slice(names, func(i, j int) bool {
		if s.Techniques[names[i]] != s.Techniques[names[j]] {
			return s.Techniques[names[i]] > s.Techniques[names[j]]
		}
		return names[i] < names[j]
	})
	// One name column for levels and techniques, as wide as the widest
	// name shown; the counts right-aligned after it.
	nameW, numW := 0, 0
	for l := Easy; l <= Extreme; l++ {
		nameW = max(nameW, lang.Width(l.LocalName()))
		numW = max(numW, len(strconv.Itoa(s.Levels[l])))
	}
	steps := make([]string, len(names))
	stepsW := 0
	for _, t := range names {
		nameW = max(nameW, lang.Width(LocalName(t)))
		numW = max(numW, len(strconv.Itoa(s.Techniques[t])))
	}
	for i, t := range names {
		n := s.Techniques[t]
		steps[i] = strings.Repeat(" ", numW-len(strconv.Itoa(n))) + count("%[2]s steps", n)
		stepsW = max(stepsW, lang.Width(steps[i]))
	}
	for l := Easy; l <= Extreme; l++ {
		n := strconv.Itoa(s.Levels[l])
		fmt.Fprintf(&b, "  %s %s%s\n", lang.Pad(l.LocalName(), nameW), strings.Repeat(" ", numW-len(n)), n)
	}
	for i, t := range names {
		fmt.Fprintf(&b, "  %s %s %s\n", lang.Pad(LocalName(t), nameW), lang.Pad(steps[i], stepsW),
			count("in %[2]s puzzles", s.Using[t]))
	}
	return b.String()
}

// count returns a count in the current language with the plural form n
// asks for: key is a plural message of the catalog, selected by its first
// argument, n, that shows n as its second, "%[2]s steps" ("1 step", "2
// steps"), so that the number reads as fmt writes it in every language.
func count(key string, n int) string { return tr(key, n, strconv.Itoa(n)) }
