package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/sudokit/sudokit/internal/testenv"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
	"github.com/sudokit/sudokit/sudoku/game"
)

const (
	chromiumPath = "/usr/bin/chromium"
	jupyterPath  = "/usr/bin/jupyter"
)

// The puzzles played: INF1010's 9×9 and 6×6 examples.
const (
	puzzle9 = "..1....6....6..1.46.54...3..24.3.......9.6.......5.91..8...94.55.3..7....1....7.."
	puzzle6 = "..36...2...45...6..3...53...1...14.."
)

// TestPlayInExportedNotebook plays two boards of an exported notebook in
// headless Chromium and checks the page against the Go model after every
// kind of move.
// needBrowser skips a browser test when chromium is absent or with -short.
func needBrowser(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(chromiumPath); err != nil {
		t.Skipf("%s is absent: install Debian's chromium (apt-get install -y chromium) to run the browser test", chromiumPath)
	}
	testenv.SkipShort(t, "the browser test is skipped with -short")
}

func TestPlayInExportedNotebook(t *testing.T) {
	needBrowser(t)
	b9 := parse(t, puzzle9)
	b6 := parse(t, puzzle6)
	g9, g6 := game.Play(b9), game.Play(b6)
	html9, html6 := g9.HTML(), g6.HTML()
	id9, id6 := widgetID(t, html9), widgetID(t, html6)
	if id9 == id6 {
		t.Fatalf("two widgets share the DOM id %s", id9)
	}

	dir := t.TempDir()
	page := exportNotebook(t, dir, html9, html6)
	b := newBrowser(t)
	b.do(chromedp.Navigate("file://"+page),
		chromedp.WaitVisible(chromedp.CSS("#"+id9+" .sp-controls")),
		chromedp.WaitVisible(chromedp.CSS("#"+id6+" .sp-controls")))
	if n := evalJS[int](b, `document.querySelectorAll('.sudokit-play [role=grid]').length`); n != 2 {
		t.Fatalf("%d playable boards on the page, want 2", n)
	}
	// The page holds no solution, so without a kernel there is no hint.
	b.click("#" + id9 + " .sp-hint")
	if got := b.message(id9); got != "Checks and hints come from the sudokit kernel, and this page has none." {
		t.Errorf("a hint without a kernel says %q", got)
	}
	// From here on a (fake) classic Notebook kernel answers as the sudokit
	// kernel does, with game.AnswerPage.
	evalJS[bool](b, fakeKernel)

	// A mirror game in Go receives every move made in the page.
	mirror, sol, empties := mirrorGame(t, b9)
	first, second := empties[0], empties[1]

	// Select a cell with the mouse and type the right digit.
	b.clickCell(id9, first)
	if cls := b.cellClass(id9, first); !strings.Contains(cls, "sp-sel") {
		b.shoot("debug.png", "")
		t.Fatalf("clicked cell %d has classes %q, want sp-sel; selected: %v", first, cls, b.cellsWith(id9, "sp-sel"))
	}
	right := sol.CellAt(first).Value()
	b.key(string(sudoku.ValueChar(right)))
	must(t, mirror.Place(first/9, first%9, right))
	if got := b.cellText(id9, first); got != string(sudoku.ValueChar(right)) {
		t.Fatalf("cell %d shows %q after typing %d", first, got, right)
	}

	// A wrong digit in the second cell: the hint names it.
	b.clickCell(id9, second)
	wrong := sol.CellAt(second).Value()%9 + 1
	b.key(string(sudoku.ValueChar(wrong)))
	must(t, mirror.Place(second/9, second%9, wrong))
	b.click("#" + id9 + " .sp-check")
	b.answerRequest()
	if got, want := b.message(id9), fmt.Sprintf("1 value is wrong: r%dc%d.", second/9+1, second%9+1); got != want {
		t.Errorf("check says %q, want %q", got, want)
	}
	for level := 1; level <= 2; level++ {
		h := b.hintFromFakeKernel(id9, mirror, level)
		if len(h.Wrong) != 1 {
			t.Fatalf("Go hint: wrong cells %v, want one", h.Wrong)
		}
		if got, want := b.message(id9), fmt.Sprintf("Hint %d/3: %s", level, h.Text); got != want {
			t.Errorf("hint level %d on a wrong value: page says %q, Go says %q", level, got, want)
		}
		if got := b.cellsWith(id9, "sp-hint-house", "sp-wrong"); !slices.Equal(got, indices(h.Cells)) {
			t.Errorf("hint level %d on a wrong value: page marks %v, Go %v", level, got, indices(h.Cells))
		}
	}

	// Ctrl+Z takes the wrong digit back; the hint now gives a step, one
	// level more at every press, exactly as Game.Hint does.
	b.key("z", chromedp.KeyModifiers(chromedp.ModifierCtrl))
	must(t, mirror.Undo())
	if got := b.cellText(id9, second); got != "" {
		t.Fatalf("after Ctrl+Z cell %d shows %q, want it empty", second, got)
	}
	for level := 1; level <= 3; level++ {
		h := b.hintFromFakeKernel(id9, mirror, level)
		if h.Step == nil {
			t.Fatalf("Go hint level %d has no step: %q", level, h.Text)
		}
		want := fmt.Sprintf("Hint %d/3: %s", level, h.Text)
		if got := b.message(id9); got != want {
			t.Errorf("hint level %d: page says %q, Go says %q", level, got, want)
		}
		if got := b.cellsWith(id9, "sp-hint-house", "sp-hint-cell", "sp-hint-place", "sp-hint-elim"); !slices.Equal(got, indices(h.Cells)) {
			t.Errorf("hint level %d highlights %v, Go %v", level, got, indices(h.Cells))
		}
		if level == 3 {
			b.shoot("play-hint3.png", "#"+id9)
		}
	}

	// The buttons: Redo brings the wrong digit back, Undo takes it again.
	b.click("#" + id9 + " .sp-redo")
	must(t, mirror.Redo())
	if got := b.cellText(id9, second); got != string(sudoku.ValueChar(wrong)) {
		t.Errorf("after Redo cell %d shows %q, want %d", second, got, wrong)
	}
	b.click("#" + id9 + " .sp-undo")
	must(t, mirror.Undo())

	// Pencil marks with Shift+digit, and with pencil mode (Space).
	third := empties[2]
	b.clickCell(id9, third)
	b.key("2", chromedp.KeyModifiers(chromedp.ModifierShift))
	must(t, mirror.ToggleMark(third/9, third%9, 2))
	b.key(" ")
	b.key("7")
	must(t, mirror.ToggleMark(third/9, third%9, 7))
	b.key(" ")
	if got := evalJS[string](b, fmt.Sprintf(`document.querySelector('#%s [data-cell="%d"] .sp-marks').textContent`, id9, third)); got != "27" {
		t.Errorf("marks of cell %d show %q, want \"27\"", third, got)
	}
	// Arrow keys move the selection.
	b.key(kb.ArrowRight)
	if cls := b.cellClass(id9, third+1); !strings.Contains(cls, "sp-sel") {
		t.Errorf("ArrowRight: cell %d has classes %q, want sp-sel", third+1, cls)
	}

	// The page's saved game is the Go game: same board, marks and history.
	saved := evalJS[string](b, fmt.Sprintf(`SudokitPlay.state(%q)`, id9))
	loaded, err := game.Load(strings.NewReader(saved))
	if err != nil {
		t.Fatalf("game.Load of the page's save: %v\n%s", err, saved)
	}
	sameGame(t, loaded, mirror)
	if loaded.Elapsed() <= 0 {
		t.Errorf("the page's clock did not run: %v", loaded.Elapsed())
	}
	t.Logf("elapsed %v; timer text %q", loaded.Elapsed(), evalJS[string](b, fmt.Sprintf(`document.querySelector('#%s .sp-timer').textContent`, id9)))

	// Pause hides the board and ignores keys.
	b.click("#" + id9 + " .sp-pause")
	if st := b.waitAttr("#"+id9, "data-state", "paused"); st != "paused" {
		t.Errorf("after Pause the board is %q", st)
	}
	b.shoot("play-paused.png", "#"+id9)
	b.click("#" + id9 + " .sp-resume")
	if st := b.waitAttr("#"+id9, "data-state", "playing"); st != "playing" {
		t.Errorf("after Resume the board is %q", st)
	}
	b.shoot("play-board.png", "#"+id9)

	// The second board was not touched by any of this; solving it shows
	// the win.
	sol6, err := exact.Solve(b6)
	must(t, err)
	for _, i := range emptyCells(b6) {
		b.clickCell(id6, i)
		b.key(string(sudoku.ValueChar(sol6.CellAt(i).Value())))
	}
	if st := b.waitAttr("#"+id6, "data-state", "solved"); st != "solved" {
		t.Errorf("after typing the solution the 6×6 board is %q", st)
	}
	if got := b.message(id6); !strings.HasPrefix(got, "Solved in ") {
		t.Errorf("6×6 message %q, want \"Solved in …\"", got)
	}
	saved6, err := game.Load(strings.NewReader(evalJS[string](b, fmt.Sprintf(`SudokitPlay.state(%q)`, id6))))
	must(t, err)
	if !saved6.Solved() {
		t.Errorf("the 6×6 game the page saves is not solved:\n%s", saved6)
	}
	b.shoot("play-page.png", "")
}

// sameGame compares what a saved game holds with the Go game.
func sameGame(t *testing.T, got, want *game.Game) {
	t.Helper()
	if !got.Board().Equal(want.Board()) {
		t.Errorf("page board\n%s\nGo board\n%s", got.Board(), want.Board())
	}
	n := want.N()
	for r := range n {
		for c := range n {
			if got.Marks(r, c) != want.Marks(r, c) {
				t.Errorf("r%dc%d: page marks %v, Go %v", r+1, c+1, got.Marks(r, c), want.Marks(r, c))
			}
		}
	}
	if !slices.Equal(got.History(), want.History()) {
		t.Errorf("page history\n%s\nGo history\n%s", got.Moves(), want.Moves())
	}
	if got.CanRedo() != want.CanRedo() {
		t.Errorf("page can redo: %v, Go: %v", got.CanRedo(), want.CanRedo())
	}
}

// exportNotebook writes a notebook whose code cells show the given HTML
// outputs, converts it with nbconvert and returns the HTML file. Without
// Jupyter it writes a plain page holding the outputs.
func exportNotebook(t *testing.T, dir string, outputs ...string) string {
	t.Helper()
	cells := []map[string]any{{
		"cell_type": "markdown", "id": "intro", "metadata": map[string]any{},
		"source": "# Play\n\nClick a cell and type a digit.",
	}}
	for k, out := range outputs {
		cells = append(cells, map[string]any{
			"cell_type": "code", "id": fmt.Sprintf("play%d", k), "metadata": map[string]any{},
			"execution_count": k + 1,
			"source":          "game.Play(puzzle)",
			"outputs": []map[string]any{{
				"output_type": "execute_result", "execution_count": k + 1, "metadata": map[string]any{},
				"data": map[string]any{"text/html": out, "text/plain": "<sudoku game>"},
			}},
		})
	}
	nb := map[string]any{
		"nbformat": 4, "nbformat_minor": 5, "cells": cells,
		"metadata": map[string]any{
			"kernelspec":    map[string]any{"name": "sudokit", "display_name": "Go (sudokit)", "language": "go"},
			"language_info": map[string]any{"name": "go"},
		},
	}
	data, err := json.MarshalIndent(nb, "", " ")
	must(t, err)
	ipynb := filepath.Join(dir, "play.ipynb")
	must(t, os.WriteFile(ipynb, data, 0o644))
	if _, err := os.Stat(jupyterPath); err != nil {
		t.Logf("%s is absent: testing a plain page instead of an nbconvert export", jupyterPath)
		page := filepath.Join(dir, "play.html")
		must(t, os.WriteFile(page, []byte("<!DOCTYPE html><meta charset=utf-8><body>"+strings.Join(outputs, "\n")+"</body>"), 0o644))
		return page
	}
	cmd := exec.Command(jupyterPath, "nbconvert", "--to", "html", "--output-dir", dir, ipynb)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("nbconvert: %v\n%s", err, out)
	}
	return filepath.Join(dir, "play.html")
}

// browser is a headless Chromium tab.
type browser struct {
	t   *testing.T
	ctx context.Context
}

// newBrowser starts Chromium with a fresh profile; it stops with the test.
func newBrowser(t *testing.T) *browser {
	// Generous: on a machine busy with other work, starting Chromium and
	// every step of a test can take many times its usual time.
	return newBrowserFor(t, 10*time.Minute)
}

// newBrowserFor starts headless Chromium for at most the given time.
func newBrowserFor(t *testing.T, limit time.Duration) *browser {
	// Within the test binary's own deadline (go test -timeout), with time
	// to spare: a wait that runs out then fails the test, whose cleanups
	// print what it saw (the hub's log), instead of the binary panicking
	// with a stack dump.
	if d, ok := t.Deadline(); ok && time.Until(d)-2*time.Minute < limit {
		limit = max(time.Until(d)-2*time.Minute, time.Minute)
	}
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	t.Cleanup(cancel)
	actx, acancel := chromedp.NewExecAllocator(ctx,
		chromedp.ExecPath(chromiumPath),
		chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		// A tab that is not in front (each student of the hub test has a
		// window of their own) must not be starved: Chromium lowers a
		// background renderer's priority and throttles its timers, and on
		// a busy machine such a page ran no JavaScript for minutes, so
		// every command sent to it waited (the hub test timed out in CI).
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		chromedp.Flag("disable-features", "IntensiveWakeUpThrottling,CalculateNativeWinOcclusion"),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1100, 1500),
	)
	t.Cleanup(acancel)
	bctx, bcancel := chromedp.NewContext(actx)
	t.Cleanup(bcancel)
	return &browser{t: t, ctx: bctx}
}

// do runs actions and fails the test on an error.
func (b *browser) do(actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, actions...); err != nil {
		b.t.Fatal(err)
	}
}

// evalJS evaluates a JavaScript expression in the page.
func evalJS[T any](b *browser, expr string) T {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		b.t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

func (b *browser) key(keys string, opts ...chromedp.KeyOption) {
	b.t.Helper()
	b.do(chromedp.KeyEvent(keys, opts...))
}

// click clicks the element sel. A button gets its click event from the
// page itself: a mouse click goes to coordinates measured a moment before,
// and on a loaded machine the controls can move in between (a message above
// them appears or goes), so the click lands beside the button. Cells take
// real mouse events (the board listens to mousedown).
func (b *browser) click(sel string) {
	b.t.Helper()
	if evalJS[bool](b, fmt.Sprintf(`(e => e !== null && e.tagName === "BUTTON")(document.querySelector(%q))`, sel)) {
		if !evalJS[bool](b, fmt.Sprintf(`(e => { e.click(); return true })(document.querySelector(%q))`, sel)) {
			b.t.Fatalf("clicking %s", sel)
		}
		return
	}
	b.do(chromedp.Click(chromedp.CSS(sel)))
}

func (b *browser) clickCell(id string, i int) {
	b.t.Helper()
	b.click(fmt.Sprintf("#%s [data-cell=\"%d\"]", id, i))
}

func (b *browser) cellText(id string, i int) string {
	b.t.Helper()
	return evalJS[string](b, fmt.Sprintf(`document.querySelector('#%s [data-cell="%d"]').textContent`, id, i))
}

func (b *browser) cellClass(id string, i int) string {
	b.t.Helper()
	return evalJS[string](b, fmt.Sprintf(`document.querySelector('#%s [data-cell="%d"]').className`, id, i))
}

func (b *browser) message(id string) string {
	b.t.Helper()
	return evalJS[string](b, fmt.Sprintf(`document.querySelector('#%s .sp-msg').textContent`, id))
}

func (b *browser) attr(sel, name string) string {
	b.t.Helper()
	return evalJS[string](b, fmt.Sprintf(`document.querySelector(%q).getAttribute(%q)`, sel, name))
}

// waitAttr waits until an element's attribute reads want, on every DOM
// change, and returns what it reads: want, or its last value when the
// attribute did not change within a minute (a page that never gets there,
// however slow the machine).
func (b *browser) waitAttr(sel, name, want string) string {
	b.t.Helper()
	expr := fmt.Sprintf(`document.querySelector(%q).getAttribute(%q) === %q`, sel, name, want)
	_, err := chromedp.Run(b.ctx, chromedp.Poll[bool](expr, chromedp.WithPollingMutation(), chromedp.WithPollingTimeout(time.Minute)))
	if err != nil && !errors.Is(err, chromedp.ErrPollingTimeout) {
		b.t.Fatalf("waiting for %s's %s to read %q: %v", sel, name, want, err)
	}
	return b.attr(sel, name)
}

// cellsWith returns the cells of a board that have any of the classes.
func (b *browser) cellsWith(id string, classes ...string) []int {
	b.t.Helper()
	sel := make([]string, len(classes))
	for k, c := range classes {
		sel[k] = fmt.Sprintf("#%s [data-cell].%s", id, c)
	}
	return evalJS[[]int](b, fmt.Sprintf(`Array.from(document.querySelectorAll(%q)).map(e => +e.dataset.cell).sort((a, b) => a - b)`, strings.Join(sel, ", ")))
}

// shoot saves a screenshot of an element ("" for the whole page) into
// $PLAY_LOOK, when set.
func (b *browser) shoot(name, sel string) {
	b.t.Helper()
	dir := os.Getenv("PLAY_LOOK")
	if dir == "" {
		return
	}
	var png []byte
	var err error
	if sel == "" {
		png, err = chromedp.Run(b.ctx, chromedp.FullScreenshot(100))
	} else {
		png, err = chromedp.Run(b.ctx, chromedp.Screenshot(chromedp.CSS(sel)))
	}
	must(b.t, err)
	must(b.t, os.MkdirAll(dir, 0o755))
	must(b.t, os.WriteFile(filepath.Join(dir, name), png, 0o644))
}

var idPattern = regexp.MustCompile(`id="(sudokit-play-[0-9a-f]+)"`)

// widgetID returns the DOM id of a widget's HTML.
func widgetID(t *testing.T, html string) string {
	t.Helper()
	m := idPattern.FindStringSubmatch(html)
	if m == nil {
		t.Fatal("the widget HTML has no sudokit-play id")
	}
	return m[1]
}

func parse(t *testing.T, line string) *sudoku.Board {
	t.Helper()
	b, err := sudoku.Parse(line, sudoku.FormatLine)
	must(t, err)
	return b
}

// emptyCells returns the reading-order indices of the empty cells.
func emptyCells(b *sudoku.Board) []int {
	var out []int
	for c := range b.Cells() {
		if c.IsEmpty() {
			out = append(out, c.Index())
		}
	}
	return out
}

// indices converts positions on a 9×9 board to reading-order indices.
func indices(ps []sudoku.Pos) []int {
	out := []int{}
	for _, p := range ps {
		out = append(out, p.Row*9+p.Col)
	}
	return out
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// fakeKernel stands in for classic Notebook's kernel: it records the comms
// a board opens and the messages it sends, as the sudokit kernel would
// receive them.
const fakeKernel = `(() => {
	window.commLog = [];
	window.Jupyter = {notebook: {events: {on: () => {}}, kernel: {comm_manager: {
		new_comm: (target, data) => {
			window.commLog.push({kind: "open", target: target, data: JSON.parse(JSON.stringify(data))});
			return {
				send: d => window.commLog.push({kind: "msg", data: JSON.parse(JSON.stringify(d))}),
				on_msg: fn => { window.commReply = d => fn({content: {data: d}}); },
				on_close: () => {},
			};
		}
	}}}};
	return true;
})()`

// answerRequest answers the last message the board sent to the fake
// kernel, a check or hint request, as the sudokit kernel does.
func (b *browser) answerRequest() {
	b.t.Helper()
	raw := evalJS[string](b, `JSON.stringify(window.commLog[window.commLog.length-1].data)`)
	a, err := game.AnswerPage([]byte(raw))
	if err != nil || a.Reply == "" {
		b.t.Fatalf("the board's last message is not a request: %v\n%s", err, raw)
	}
	js, err := json.Marshal(a)
	must(b.t, err)
	evalJS[bool](b, fmt.Sprintf(`(window.commReply(%s), true)`, js))
}

// hintFromFakeKernel presses the hint button of board id, has the fake
// kernel answer, and returns the hint the mirror game gives at that level:
// what the page must now show.
func (b *browser) hintFromFakeKernel(id string, mirror *game.Game, level int) game.Hint {
	b.t.Helper()
	b.click("#" + id + " .sp-hint")
	b.answerRequest()
	h, err := mirror.Hint(level)
	must(b.t, err)
	return h
}

// commRecord is one comm message the fake kernel received.
type commRecord struct {
	Kind   string `json:"kind"`
	Target string `json:"target"`
	Data   struct {
		ID    string          `json:"id"`
		State json.RawMessage `json:"state"`
	} `json:"data"`
}

// playWithFakeKernel opens a page holding only puzzle's board, with
// fakeKernel standing in for classic Notebook's kernel, and returns the game
// behind the board, the browser and the board's DOM id.
func playWithFakeKernel(t *testing.T, puzzle *sudoku.Board) (*game.Game, *browser, string) {
	t.Helper()
	needBrowser(t)
	g := game.Play(puzzle)
	html := g.HTML()
	id := widgetID(t, html)
	page := filepath.Join(t.TempDir(), "play.html")
	must(t, os.WriteFile(page, []byte("<!DOCTYPE html><meta charset=utf-8><body>"+html+"</body>"), 0o644))
	b := newBrowser(t)
	b.do(chromedp.Navigate("file://"+page), chromedp.WaitVisible(chromedp.CSS("#"+id+" .sp-controls")))
	evalJS[bool](b, fakeKernel)
	return g, b, id
}

// TestPlaySendsStateToKernel checks the board's link to a live kernel: with
// a (fake) classic Notebook kernel on the page it opens one comm to
// sudokit.play and sends the game after every move, in the Save format;
// with a kernel that fails it plays on.
func TestPlaySendsStateToKernel(t *testing.T) {
	b9 := parse(t, puzzle9)
	g, b, id := playWithFakeKernel(t, b9)

	mirror, sol, empties := mirrorGame(t, b9)
	first := empties[0]
	b.clickCell(id, first)
	v := sol.CellAt(first).Value()
	b.key(string(sudoku.ValueChar(v)))
	must(t, mirror.Place(first/9, first%9, v))
	b.click("#" + id + " .sp-undo")
	must(t, mirror.Undo())
	b.click("#" + id + " .sp-pause")
	mirror.Pause()

	log := evalJS[[]commRecord](b, `window.commLog`)
	// The first click opens the comm; the move, the undo and the pause send.
	if len(log) != 4 || log[0].Kind != "open" || log[0].Target != "sudokit.play" {
		t.Fatalf("comm log %+v: want an open to sudokit.play and three messages", log)
	}
	for k, r := range log {
		if r.Data.ID != g.ID() {
			t.Errorf("message %d names game %q, want %q", k, r.Data.ID, g.ID())
		}
		if k > 0 && r.Kind != "msg" {
			t.Errorf("message %d is a %q, want msg", k, r.Kind)
		}
	}
	last, err := game.Load(strings.NewReader(string(log[3].Data.State)))
	if err != nil {
		t.Fatalf("game.Load of the state sent to the kernel: %v\n%s", err, log[3].Data.State)
	}
	sameGame(t, last, mirror)
	if !last.Paused() {
		t.Error("the last state sent is not paused")
	}
	moved, err := game.Load(strings.NewReader(string(log[1].Data.State)))
	must(t, err)
	if moved.Value(first/9, first%9) != v {
		t.Errorf("the state sent after the move has %d in cell %d, want %d", moved.Value(first/9, first%9), first, v)
	}

	// A new kernel whose comms fail does not stop the board.
	evalJS[bool](b, `(window.Jupyter.notebook.kernel = {comm_manager: {new_comm: () => { throw new Error("no comms"); }}}, true)`)
	b.click("#" + id + " .sp-resume")
	b.click("#" + id + " .sp-redo")
	if got := b.cellText(id, first); got != string(sudoku.ValueChar(v)) {
		t.Errorf("with a failing kernel, Redo shows %q in cell %d, want %d", got, first, v)
	}
}

// TestPlayRepeatsUnansweredRequest: a widget front end merges the messages
// sent while the kernel is busy, keeping the last; so until a hint is
// answered, the board repeats the request in every later message, and the
// answer to the repeat shows.
func TestPlayRepeatsUnansweredRequest(t *testing.T) {
	b9 := parse(t, puzzle9)
	_, b, id := playWithFakeKernel(t, b9)
	sol, err := exact.Solve(b9)
	must(t, err)
	first := emptyCells(b9)[0]
	b.clickCell(id, first)
	b.click("#" + id + " .sp-hint") // not answered yet
	asked := evalJS[commRecordSeq](b, `window.commLog[window.commLog.length-1].data`)
	if asked.Request != "hint" {
		t.Fatalf("the hint button sent %+v", asked)
	}
	b.key(string(sudoku.ValueChar(sol.CellAt(first).Value())))
	again := evalJS[commRecordSeq](b, `window.commLog[window.commLog.length-1].data`)
	if again.Request != "hint" || again.Seq != asked.Seq {
		t.Fatalf("the move after an unanswered hint sent %+v, want the hint again with seq %d", again, asked.Seq)
	}
	b.answerRequest()
	mirror, err := game.New(b9)
	must(t, err)
	must(t, mirror.Place(first/9, first%9, sol.CellAt(first).Value()))
	h, err := mirror.Hint(1)
	must(t, err)
	if got, want := b.message(id), "Hint 1/3: "+h.Text; got != want {
		t.Errorf("after the answer to the repeated request the board says %q, want %q", got, want)
	}
	// Answered: the next move is a plain message again.
	b.click("#" + id + " .sp-undo")
	if last := evalJS[commRecordSeq](b, `window.commLog[window.commLog.length-1].data`); last.Request != "" || last.Seq == asked.Seq {
		t.Errorf("after the answer a move sent %+v", last)
	}
}

// commRecordSeq is the part of a board message that names a request.
type commRecordSeq struct {
	Seq     int    `json:"seq"`
	Request string `json:"request"`
}
