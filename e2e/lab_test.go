package e2e

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image"
	"image/png"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/sudokit/sudokit/internal/testbin"
	"github.com/sudokit/sudokit/render"
	"github.com/sudokit/sudokit/sudoku"
)

// The JupyterLab-style frontend (labfront/): JupyterLab 4's services,
// output area and renderers with the Jupyter widgets manager, built from
// npm with esbuild (scripts/deps), served by Debian's jupyter_server.

// labServer is a running jupyter_server with the sudokit kernel and the
// frontend's page.
type labServer struct {
	url string // the page, with the token
}

func TestMain(m *testing.M) { testbin.Main(m) }

// needLab skips the test when the frontend cannot be assembled here, and
// builds the bundle when its npm packages are installed but it is not.
func needLab(t *testing.T) string {
	t.Helper()
	needBrowser(t)
	if err := exec.Command("/usr/bin/python3", "-c", "import jupyter_server").Run(); err != nil {
		t.Skipf("no jupyter_server (%v): install Debian's python3-jupyter-server (scripts/deps)", err)
	}
	dir, err := filepath.Abs("labfront")
	must(t, err)
	if _, err := os.Stat(filepath.Join(dir, "dist", "labfront.js")); err != nil {
		if _, err := os.Stat(filepath.Join(dir, "node_modules")); err != nil {
			t.Skip("the frontend's npm packages are not installed: run scripts/deps (npm ci in e2e/labfront)")
		}
		runCmd(t, dir, "npm", "run", "build")
	}
	return filepath.Join(dir, "dist")
}

// startLab builds sudokit, installs its kernelspec and starts
// jupyter_server serving the frontend; both stop with the test.
func startLab(t *testing.T) labServer {
	dist := needLab(t)
	base, token := startJupyter(t, func(port int, token, root string) []string {
		return []string{"/usr/bin/python3", "-m", "jupyter_server",
			"--ServerApp.ip=127.0.0.1", "--ServerApp.port=" + strconv.Itoa(port), "--ServerApp.port_retries=0",
			"--ServerApp.token=" + token, "--ServerApp.open_browser=False", "--ServerApp.allow_root=True",
			"--ServerApp.root_dir=" + root, "--ServerApp.extra_static_paths", dist}
	}, nil)
	return labServer{url: base + "/static/labfront.html?token=" + token}
}

// startJupyter builds sudokit and installs its kernelspec (once, package
// testbin), writes the given files into a notebook folder and starts the
// server the command makes (for a port, a token and that folder); it
// returns the server's address and token once the server answers. The
// server stops with the test, and a failing test logs its output.
func startJupyter(t *testing.T, command func(port int, token, root string) []string, files map[string][]byte) (base, token string) {
	t.Helper()
	jupyterPath := testbin.Kernelspec(t)
	work := t.TempDir()
	port := freePorts(t, 1)[0]
	token = randomHex(t, 16)
	root := filepath.Join(work, "notebooks")
	must(t, os.MkdirAll(root, 0o755))
	for name, data := range files {
		must(t, os.WriteFile(filepath.Join(root, name), data, 0o644))
	}
	argv := command(port, token, root)
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Env = append(os.Environ(), "JUPYTER_PATH="+jupyterPath,
		"JUPYTER_CONFIG_DIR="+filepath.Join(work, "config"), "JUPYTER_DATA_DIR="+filepath.Join(work, "data"),
		"JUPYTER_RUNTIME_DIR="+filepath.Join(work, "runtime"), "PYTHONDONTWRITEBYTECODE=1")
	logFile, err := os.Create(filepath.Join(work, "server.log"))
	must(t, err)
	cmd.Stdout, cmd.Stderr = logFile, logFile
	must(t, cmd.Start())
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	t.Cleanup(func() {
		cmd.Process.Signal(os.Interrupt)
		select {
		case <-exited:
		case <-time.After(30 * time.Second):
			cmd.Process.Kill()
			<-exited
		}
		if t.Failed() {
			log, _ := os.ReadFile(logFile.Name())
			t.Logf("%s log:\n%s", filepath.Base(argv[len(argv)-1]), log)
		}
	})
	base = fmt.Sprintf("http://127.0.0.1:%d", port)
	// Wait for the server to answer, however long it takes to start on a
	// busy machine (the test's own deadline bounds the wait).
	for {
		resp, err := http.Get(base + "/api/status?token=" + token)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return base, token
			}
		}
		select {
		case <-exited:
			t.Fatalf("%s exited", argv[0])
		case <-t.Context().Done():
			t.Fatalf("%s did not start", argv[0])
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// labBrowser opens the frontend's page in a loggedBrowser.
func labBrowser(t *testing.T, lab labServer) *browser {
	b := loggedBrowser(t)
	b.do(chromedp.Navigate(lab.url), chromedp.WaitReady(chromedp.CSS("#notebook")))
	return b
}

// loggedBrowser is newBrowser whose page's console and uncaught errors a
// failing test logs.
func loggedBrowser(t *testing.T) *browser {
	b := newBrowser(t)
	var mu sync.Mutex
	var lines []string
	note := func(line string) {
		mu.Lock()
		lines = append(lines, line)
		mu.Unlock()
	}
	must(t, chromedp.Listen(b.ctx, func(ev any) {
		switch e := ev.(type) {
		case *runtime.EventExceptionThrown:
			desc := ""
			if e.ExceptionDetails.Exception != nil {
				desc = e.ExceptionDetails.Exception.Description
			}
			note("exception: " + e.ExceptionDetails.Text + " " + desc)
		case *runtime.EventConsoleAPICalled:
			var parts []string
			for _, a := range e.Args {
				parts = append(parts, string(a.Value)+a.Description)
			}
			note("console." + string(e.Type) + ": " + strings.Join(parts, " "))
		}
	}))
	t.Cleanup(func() {
		if t.Failed() {
			mu.Lock()
			defer mu.Unlock()
			t.Logf("the page said:\n%s", strings.Join(lines, "\n"))
		}
	})
	return b
}

// labRun runs a cell in the page and returns its index; a cell that
// fails fails the test.
func labRun(b *browser, code string) int {
	b.t.Helper()
	type result struct {
		Index  int    `json:"index"`
		Status string `json:"status"`
		Error  string `json:"error"`
	}
	r, err := chromedp.Run(b.ctx, chromedp.Evaluate[result](fmt.Sprintf("lab.run(%q)", code), chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatalf("running %q: %v", code, err)
	}
	if r.Status != "ok" {
		b.t.Fatalf("cell %q: %s %s\n%s", code, r.Status, r.Error, cellText(b, r.Index))
	}
	return r.Index
}

// await evaluates a promise in the page.
func await[T any](b *browser, expr string) T {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

func cellSel(i int) string { return fmt.Sprintf(`.lab-cell[data-index="%d"]`, i) }

// cellText returns the text of cell i's outputs (without their prompts).
func cellText(b *browser, i int) string {
	return evalJS[string](b, fmt.Sprintf(`Array.from(document.querySelectorAll(%q)).map(e => e.textContent).join("")`, cellSel(i)+" .jp-OutputArea-output"))
}

// labWait waits until a JavaScript condition holds for at most two
// minutes, and fails the test otherwise.
func labWait(b *browser, what, cond string) {
	b.t.Helper()
	waitTrue(b, what, cond, 2*time.Minute)
}

// waitTrue waits until a JavaScript condition holds, polling it, for at
// most limit, and fails the test otherwise.
func waitTrue(b *browser, what, cond string, limit time.Duration) {
	b.t.Helper()
	_, err := chromedp.Run(b.ctx, chromedp.Poll[bool](cond, chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(limit)))
	if err != nil {
		b.shoot("wait-fail.png", "")
		b.t.Fatalf("waiting for %s (%s): %v", what, cond, err)
	}
}

// settled is true once a widget model has sent all its changes and the
// kernel has echoed them: the kernel has the page's value.
func settled(modelID string) string {
	return fmt.Sprintf(`lab.settled(%q)`, modelID)
}

// modelOf returns the model id of the first widget view in cell i.
func modelOf(b *browser, i int) string {
	b.t.Helper()
	labWait(b, "a widget in cell "+strconv.Itoa(i), fmt.Sprintf(`lab.modelIds(%d).length > 0`, i))
	return evalJS[[]string](b, fmt.Sprintf(`lab.modelIds(%d)`, i))[0]
}

const labSolved = "435269781682571493197834562826195347374682915951743628519326874248957136763418259"

// labGivens is the board the Interact cell draws: the first k cells of
// labSolved.
func labGivens(k int) *sudoku.Board {
	b, err := sudoku.Parse(labSolved[:k]+strings.Repeat(".", 81-k), sudoku.FormatLine)
	if err != nil {
		panic(err)
	}
	return b
}

// TestLabWidgetsAndBoard drives the sudokit kernel from a JupyterLab-style
// page, with JupyterLab's own widget manager and with html-manager's: a
// slider moved in the page is the value the next cell reads; an Interact
// draws a board again when its slider moves; a button runs a function; an
// image arrives as a binary buffer; a board's moves, checks and hints
// travel through its link widget and a later cell reviews the game; a
// second page connecting to the kernel gets the widgets' state
// (request_states).
func TestLabWidgetsAndBoard(t *testing.T) {
	lab := startLab(t)
	for _, manager := range []string{"lab", "html"} {
		t.Run(manager, func(t *testing.T) {
			labWidgetsAndBoard(t, labServer{url: lab.url + "&manager=" + manager}, map[string]string{"lab": "@jupyter-widgets/jupyterlab-manager", "html": "@jupyter-widgets/html-manager"}[manager])
		})
	}
}

func labWidgetsAndBoard(t *testing.T, lab labServer, manager string) {
	b := labBrowser(t, lab)
	kernelID := await[string](b, `lab.start()`)
	if got := evalJS[string](b, `lab.manager`); got != manager {
		t.Fatalf("the page runs %s, want %s", got, manager)
	}

	// A slider; the page moves it with the keyboard; the next cell reads it.
	c := labRun(b, "import \"github.com/sudokit/sudokit/kernel/widgets\"\nn := widgets.IntSlider(\"clues\", 17, 40, 25)\nn")
	slider := modelOf(b, c)
	handle := cellSel(c) + " .noUi-handle"
	b.do(chromedp.WaitVisible(chromedp.CSS(handle)), chromedp.Focus(chromedp.CSS(handle)))
	for range 3 {
		b.key(kb.ArrowRight)
	}
	labWait(b, "the slider at 28", fmt.Sprintf(`lab.valueNow(%q) === 28`, slider))
	labWait(b, "the kernel to have the slider's value", settled(slider))
	c = labRun(b, "n.Int()")
	if got := strings.TrimSpace(cellText(b, c)); got != "28" {
		t.Errorf("after moving the slider to 28 the next cell reads %q", got)
	}

	// Interact: the board is drawn again when the slider moves.
	c = labRun(b, "import (\"strings\"; \"github.com/sudokit/sudokit/sudoku\")\n"+
		"func givens(k int) *sudoku.Board {\n\tb, _ := sudoku.Parse(\""+labSolved+"\"[:k]+strings.Repeat(\".\", 81-k), sudoku.FormatLine)\n\treturn b\n}\n"+
		"k := widgets.IntSlider(\"givens\", 20, 30, 20)\nui, err := widgets.Interact(givens, k)\nif err != nil { panic(err) }\nui")
	img := cellSel(c) + " img"
	labWait(b, "the Interact's first board", fmt.Sprintf(`document.querySelector(%q) !== null`, img))
	samePicture(t, b, img, labGivens(20))
	handle = cellSel(c) + " .noUi-handle"
	first := evalJS[string](b, fmt.Sprintf(`document.querySelector(%q).src`, img))
	b.do(chromedp.Focus(chromedp.CSS(handle)))
	b.key(kb.End) // the slider's maximum, 30
	labWait(b, "the Interact's board for 30 givens", fmt.Sprintf(`(e => e !== null && e.src !== %q)(document.querySelector(%q))`, first, img))
	k := evalJS[int](b, fmt.Sprintf(`lab.valueNow(lab.children(lab.modelIds(%d)[0])[0])`, c))
	samePicture(t, b, img, labGivens(k))
	if k != 30 {
		t.Errorf("End put the slider at %d, want 30", k)
	}
	b.shoot("lab-interact.png", cellSel(c))

	// A button's click runs a notebook function (OnClick); an image travels
	// as a binary buffer and the page draws it.
	c = labRun(b, "import (\"bytes\"; \"fmt\"; \"image/png\"; \"github.com/sudokit/sudokit/render\")\n"+
		"var clicks int\nfunc clicked() { clicks++; fmt.Println(\"clicked\", clicks) }\n"+
		"pic, _ := render.Inline(givens(22))\nvar buf bytes.Buffer\n_ = png.Encode(&buf, pic)\n"+
		"button := widgets.Button(\"again\")\nsaid, err := widgets.OnClick(button, clicked)\nif err != nil { panic(err) }\n"+
		"widgets.VBox(button, said, widgets.Image(buf.Bytes(), \"png\"))")
	labWait(b, "the button", fmt.Sprintf(`document.querySelector(%q) !== null`, cellSel(c)+" button"))
	for i := 1; i <= 2; i++ {
		b.click(cellSel(c) + " button")
		labWait(b, "the click's output", fmt.Sprintf(`document.querySelector(%q).textContent.includes("clicked %d")`, cellSel(c), i))
	}
	pic := cellSel(c) + " .widget-image"
	labWait(b, "the image widget's picture", fmt.Sprintf(`(e => e !== null && e.complete && e.naturalWidth > 0)(document.querySelector(%q))`, pic))
	if w, want := evalJS[int](b, fmt.Sprintf(`document.querySelector(%q).naturalWidth`, pic)), mustInline(t, labGivens(22)).Bounds().Dx(); w != want {
		t.Errorf("the image widget shows a picture %d pixels wide, want %d", w, want)
	}

	// The board: moves reach the kernel through the link widget, and so do
	// checks and hints, which the kernel answers.
	c = labRun(b, "import \"github.com/sudokit/sudokit/sudoku/game\"\npuzzle, _ := sudoku.Parse(\""+puzzle9+"\", sudoku.FormatLine)\ng := game.Play(puzzle)\ng")
	labWait(b, "the board and its link", fmt.Sprintf(`document.querySelector(%q) !== null && document.querySelector(%q) !== null`,
		cellSel(c)+" .sudokit-play .sp-controls", cellSel(c)+" .sudokit-link input"))
	if d := evalJS[string](b, fmt.Sprintf(`getComputedStyle(document.querySelector(%q)).display`, cellSel(c)+" .sudokit-link")); d != "none" {
		t.Errorf("the board's link widget shows (display %q)", d)
	}
	id := evalJS[string](b, fmt.Sprintf(`document.querySelector(%q).id`, cellSel(c)+" .sudokit-play"))
	mirror, wrongCell := playRightAndWrong(t, b, id)
	b.click("#" + id + " .sp-check")
	want := fmt.Sprintf("1 value is wrong: r%dc%d.", wrongCell/9+1, wrongCell%9+1)
	labWait(b, "the kernel's check", fmt.Sprintf(`document.querySelector("#%s .sp-msg").textContent === %q`, id, want))
	b.click("#" + id + " .sp-hint")
	h, err := mirror.Hint(1)
	must(t, err)
	want = "Hint 1/3: " + h.Text
	labWait(b, "the kernel's hint", fmt.Sprintf(`document.querySelector("#%s .sp-msg").textContent === %q`, id, want))
	b.shoot("lab-board.png", cellSel(c))
	link := evalJS[string](b, fmt.Sprintf(`lab.modelIds(%d)[0]`, c))
	labWait(b, "the kernel to have the board", settled(link))
	c = labRun(b, "import (\"bytes\"; \"fmt\"; \"github.com/sudokit/sudokit/kernel/display\")\n"+
		"state, ok := display.CommState(g.ID())\nif !ok { panic(\"the board sent nothing\") }\n"+
		"played, err := game.Load(bytes.NewReader(state))\nif err != nil { panic(err) }\nr, err := played.Review()\nif err != nil { panic(err) }\nfmt.Print(r)")
	sameReview(t, cellText(b, c), mirror)

	// A second page connecting to the same kernel gets every widget's
	// state from it (request_states), the slider as moved in the first.
	b2 := labBrowser(t, lab)
	await[string](b2, fmt.Sprintf(`lab.start(%q)`, kernelID))
	if got := evalJS[string](b2, `lab.manager`); got != manager {
		t.Fatalf("the second page runs %s, want %s", got, manager)
	}
	ids := await[[]string](b2, `lab.restore()`)
	if !slices.Contains(ids, slider) || !slices.Contains(ids, link) {
		t.Fatalf("the second page restored models %v, want the slider %s and the board's link %s", ids, slider, link)
	}
	if v := await[int](b2, fmt.Sprintf(`lab.value(%q)`, slider)); v != 28 {
		t.Errorf("the second page's slider is at %d, want 28", v)
	}
	c2 := await[int](b2, fmt.Sprintf(`lab.show(%q)`, slider))
	labWait(b2, "the restored slider's view", fmt.Sprintf(`document.querySelector(%q) !== null`, cellSel(c2)+" .noUi-handle"))
	if got := evalJS[string](b2, fmt.Sprintf(`document.querySelector(%q).textContent`, cellSel(c2)+" .widget-readout")); strings.TrimSpace(got) != "28" {
		t.Errorf("the restored slider reads %q, want 28", got)
	}
}

func mustInline(t *testing.T, v any) image.Image {
	t.Helper()
	img, ok := render.Inline(v)
	if !ok {
		t.Fatalf("render.Inline cannot draw %T", v)
	}
	return img
}

// samePicture checks that the image element shows exactly what
// render.Inline draws for board, pixel for pixel.
func samePicture(t *testing.T, b *browser, sel string, board *sudoku.Board) {
	t.Helper()
	src := evalJS[string](b, fmt.Sprintf(`document.querySelector(%q).src`, sel))
	data, ok := strings.CutPrefix(src, "data:image/png;base64,")
	if !ok {
		t.Fatalf("the image is not an inline PNG: %.60s", src)
	}
	raw, err := base64.StdEncoding.DecodeString(data)
	must(t, err)
	got, err := png.Decode(bytes.NewReader(raw))
	must(t, err)
	want, ok := render.Inline(board)
	if !ok {
		t.Fatal("render.Inline cannot draw a board")
	}
	if !samePixels(got, want) {
		t.Errorf("the page's picture (%v) is not render.Inline's picture of the board (%v)", got.Bounds(), want.Bounds())
	}
}

func samePixels(a, b image.Image) bool {
	if a.Bounds().Size() != b.Bounds().Size() {
		return false
	}
	ab, bb := a.Bounds(), b.Bounds()
	for y := 0; y < ab.Dy(); y++ {
		for x := 0; x < ab.Dx(); x++ {
			r1, g1, b1, a1 := a.At(ab.Min.X+x, ab.Min.Y+y).RGBA()
			r2, g2, b2, a2 := b.At(bb.Min.X+x, bb.Min.Y+y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				return false
			}
		}
	}
	return true
}
