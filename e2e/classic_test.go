package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// jupyterNotebook is Debian's classic Notebook (6).
const jupyterNotebook = "/usr/bin/jupyter-notebook"

// TestPlayInClassicNotebook plays the board in Debian's classic Notebook
// server with the sudokit kernel: the board opens its comm through the
// page's Jupyter global, its moves reach the kernel, Check and Hint are
// answered by the kernel, and a later cell reviews the game played.
func TestPlayInClassicNotebook(t *testing.T) {
	needBrowser(t)
	if _, err := os.Stat(jupyterNotebook); err != nil {
		t.Skipf("%s is absent: install Debian's jupyter-notebook (scripts/deps)", jupyterNotebook)
	}
	cells := []string{
		"import (\"github.com/sudokit/sudokit/sudoku\"; \"github.com/sudokit/sudokit/sudoku/game\")\n" +
			"puzzle, _ := sudoku.Parse(\"" + puzzle9 + "\", sudoku.FormatLine)\ng := game.Play(puzzle)\ng",
		"import (\"bytes\"; \"fmt\"; \"github.com/sudokit/sudokit/kernel/display\")\n" +
			"state, ok := display.CommState(g.ID())\nif !ok { panic(\"the board sent nothing\") }\n" +
			"played, err := game.Load(bytes.NewReader(state))\nif err != nil { panic(err) }\nr, err := played.Review()\nif err != nil { panic(err) }\nfmt.Print(r)",
	}
	nb := map[string]any{
		"nbformat": 4, "nbformat_minor": 5,
		"metadata": map[string]any{"kernelspec": map[string]any{"name": "sudokit", "display_name": "Go (sudokit)", "language": "go"}},
		"cells":    []any{},
	}
	for k, c := range cells {
		nb["cells"] = append(nb["cells"].([]any), map[string]any{
			"cell_type": "code", "id": "c" + strconv.Itoa(k), "metadata": map[string]any{}, "execution_count": nil, "outputs": []any{}, "source": c,
		})
	}
	data, err := json.Marshal(nb)
	must(t, err)
	base, token := startJupyter(t, func(port int, token, root string) []string {
		return []string{jupyterNotebook, "--no-browser", "--allow-root", "--ip=127.0.0.1", "--port=" + strconv.Itoa(port),
			"--port-retries=0", "--NotebookApp.token=" + token, "--notebook-dir=" + root}
	}, map[string][]byte{"play.ipynb": data})

	b := loggedBrowser(t)
	b.do(chromedp.Navigate(base + "/notebooks/play.ipynb?token=" + token))
	waitTrue(b, "the kernel to start", `typeof Jupyter !== "undefined" && !!Jupyter.notebook && !!Jupyter.notebook.kernel && Jupyter.notebook.kernel.is_connected() && document.querySelector('#kernel_indicator_icon.kernel_idle_icon') !== null`, 5*time.Minute)
	shiftEnter(b, 0)
	b.step("the board", 8*time.Minute, chromedp.WaitVisible(chromedp.CSS(".sudokit-play .sp-controls")))
	id := evalJS[string](b, `document.querySelector(".sudokit-play").id`)

	mirror, wrongCell := playRightAndWrong(t, b, id)

	message := func(what, want string) {
		t.Helper()
		waitTrue(b, what, fmt.Sprintf(`document.querySelector("#%s .sp-msg").textContent === %q`, id, want), 2*time.Minute)
	}
	b.click("#" + id + " .sp-check")
	message("the kernel's check", fmt.Sprintf("1 value is wrong: r%dc%d.", wrongCell/9+1, wrongCell%9+1))
	for level := 1; level <= 2; level++ {
		b.click("#" + id + " .sp-hint")
		h, err := mirror.Hint(level)
		must(t, err)
		message(fmt.Sprintf("the kernel's hint %d", level), fmt.Sprintf("Hint %d/3: %s", level, h.Text))
	}
	b.shoot("classic-board.png", "#"+id)

	// Leaving the board gives the keys back to the notebook (the board
	// turns classic Notebook's shortcuts off while it has the focus).
	evalJS[bool](b, `(document.activeElement.blur(), true)`)
	if !evalJS[bool](b, `Jupyter.keyboard_manager.enabled`) {
		t.Error("the notebook's shortcuts stay off after the board lost the focus")
	}
	shiftEnter(b, 1)
	got := pollOutput(b, 1, "Game not finished")
	sameReview(t, got, mirror)
}
