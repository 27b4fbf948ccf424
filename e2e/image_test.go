package e2e

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// imageSmokeCells are the cells the image's smoke test executes: the
// board of notebook 01, a value kept for later, a memory hog past the
// container's limit, and a cell that reads the value kept before the hog.
var imageSmokeCells = []string{
	"import (\n\t\"github.com/sudokit/sudokit/sudoku\"\n)\n\nnine, err := sudoku.Parse(`3\n3\n..1....6.\n...6..1.4\n6.54...3.\n.24.3....\n...9.6...\n....5.91.\n.8...94.5\n5.3..7...\n.1....7..\n`, sudoku.FormatINF1010)\nif err != nil {\n\tpanic(err)\n}\nnine",
	"kept := 41",
	"hog := make([]byte, 2<<30)\nfor i := range hog {\n\thog[i] = 1\n}\nlen(hog)",
	"kept + 1",
}

// TestCourseImage runs the students' image (deploy/kubernetes/Dockerfile)
// as Zero to JupyterHub would run it in a pod with a memory limit: the Go
// kernel installed in the image executes cells through nbconvert inside
// the container. The first cell draws notebook 01's board (a PNG with
// dark lines on a light page), the warmed build cache in the image serves
// it (the cell adds only its own entries, not the library's packages), a
// memory hog past the container's limit is killed while the kernel goes
// on, and the next cell reads the value kept before it.
//
// It needs an image built by scripts/images, named by SUDOKIT_IMAGE, and
// podman; scripts/images builds the image and runs this test.
func TestCourseImage(t *testing.T) {
	image := os.Getenv("SUDOKIT_IMAGE")
	if image == "" {
		t.Skip("set SUDOKIT_IMAGE to an image built from deploy/kubernetes/Dockerfile (scripts/images builds one and runs this test)")
	}
	if _, err := exec.LookPath("podman"); err != nil {
		t.Skip("podman is not installed (scripts/images installs it)")
	}
	nb := map[string]any{
		"nbformat": 4, "nbformat_minor": 5,
		"metadata": map[string]any{"kernelspec": map[string]any{"name": "sudokit", "display_name": "Go (sudokit)", "language": "go"}},
	}
	var cells []any
	for i, src := range imageSmokeCells {
		cells = append(cells, map[string]any{
			"cell_type": "code", "id": fmt.Sprintf("c%d", i), "metadata": map[string]any{},
			"source": src, "outputs": []any{}, "execution_count": nil,
		})
	}
	nb["cells"] = cells
	in, err := json.Marshal(nb)
	must(t, err)

	// The notebook arrives on stdin and leaves on stdout; the counts of
	// build cache entries before and after go to stderr.
	script := `set -e
count() { find "$GOCACHE" -type f | wc -l; }
before=$(count)
cat > /tmp/smoke.ipynb
jupyter nbconvert --to notebook --execute --allow-errors --ExecutePreprocessor.timeout=900 --output /tmp/out.ipynb /tmp/smoke.ipynb >&2
echo "cache-entries $before $(count)" >&2
cat /tmp/out.ipynb`
	cmd := exec.Command("podman", "run", "--rm", "-i", "--memory", "768m", "--memory-swap", "768m", image, "sh", "-c", script)
	cmd.Stdin = bytes.NewReader(in)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		t.Fatalf("podman run %s: %v\n%s", image, err, stderr.String())
	}
	t.Logf("container ran the notebook in %s", time.Since(start).Round(time.Millisecond))

	var out struct {
		Cells []struct {
			Metadata struct {
				Execution map[string]string `json:"execution"`
			} `json:"metadata"`
			Outputs []struct {
				OutputType string         `json:"output_type"`
				Data       map[string]any `json:"data"`
				Text       any            `json:"text"`
				Ename      string         `json:"ename"`
				Evalue     string         `json:"evalue"`
			} `json:"outputs"`
		} `json:"cells"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		t.Fatalf("nbconvert's notebook: %v\n%s", err, stderr.String())
	}
	if len(out.Cells) != len(imageSmokeCells) {
		t.Fatalf("%d cells came back, want %d", len(out.Cells), len(imageSmokeCells))
	}
	text := func(i int) string {
		var b strings.Builder
		for _, o := range out.Cells[i].Outputs {
			fmt.Fprintf(&b, "%s %v %s %s %v\n", o.OutputType, o.Text, o.Ename, o.Evalue, o.Data["text/plain"])
		}
		return b.String()
	}

	// The board: a PNG with dark lines and digits on a light page.
	var pic string
	for _, o := range out.Cells[0].Outputs {
		if s, ok := o.Data["image/png"].(string); ok {
			pic = s
		}
	}
	if pic == "" {
		t.Fatalf("the board cell showed no picture:\n%s", text(0))
	}
	raw, err := base64.StdEncoding.DecodeString(strings.TrimSpace(pic))
	must(t, err)
	img, err := png.Decode(bytes.NewReader(raw))
	must(t, err)
	dark, light := 0, 0
	bounds := img.Bounds()
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		for x := bounds.Min.X; x < bounds.Max.X; x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			switch lum := (r + g + b) / 3; {
			case lum < 0x4000:
				dark++
			case lum > 0xc000:
				light++
			}
		}
	}
	if bounds.Dx() < 200 || bounds.Dy() < 200 || dark < bounds.Dx()*4 || light < bounds.Dx()*bounds.Dy()/2 {
		t.Errorf("the board picture is %v with %d dark and %d light pixels: not a drawn board", bounds, dark, light)
	}
	if exec := out.Cells[0].Metadata.Execution; exec["iopub.execute_input"] != "" {
		a, errA := time.Parse(time.RFC3339Nano, exec["iopub.execute_input"])
		b, errB := time.Parse(time.RFC3339Nano, exec["shell.execute_reply"])
		if errA == nil && errB == nil {
			t.Logf("first cell (the board) in the container: %s", b.Sub(a).Round(time.Millisecond))
		}
	}

	// The warmed cache served the library: a cold cache gains the
	// compiled sudoku, render and gg packages and their dependencies
	// (hundreds of entries); a warm one only the cells' own.
	var before, after int
	for _, line := range strings.Split(stderr.String(), "\n") {
		if strings.HasPrefix(line, "cache-entries ") {
			fmt.Sscanf(line, "cache-entries %d %d", &before, &after)
		}
	}
	if before == 0 {
		t.Fatalf("the image's build cache is empty (or unread):\n%s", stderr.String())
	}
	t.Logf("build cache entries: %d in the image, %d after the notebook", before, after)
	if after-before > 60 {
		t.Errorf("the notebook added %d build cache entries to the image's %d: the warmed cache was not used", after-before, before)
	}

	// The hog dies alone; the kernel keeps the notebook's state.
	if hog := text(2); !strings.Contains(strings.ToLower(hog), "killed") || strings.Contains(hog, "2147483648") {
		t.Errorf("the memory hog was not killed at the container's limit:\n%s", hog)
	}
	if got := text(3); !strings.Contains(got, "42") {
		t.Errorf("the cell after the hog shows %q, want 42 (the kernel must survive with its state)", got)
	}
}
