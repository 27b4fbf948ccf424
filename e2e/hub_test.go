package e2e

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"image/png"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/sudokit/sudokit/internal/hub"
)

// needHub skips the hub test unless it can run: as root (it creates users,
// groups and cgroups) with Debian's jupyterhub, its proxy and chromium.
func needHub(t *testing.T) {
	t.Helper()
	needBrowser(t)
	if os.Geteuid() != 0 {
		t.Skip("the hub test creates system users and cgroups: run it as root")
	}
	for _, bin := range []string{"/usr/bin/jupyterhub", "/usr/bin/jupyterhub-singleuser", "/usr/bin/configurable-http-proxy"} {
		if _, err := os.Stat(bin); err != nil {
			t.Skipf("%s is absent: apt-get install -y jupyterhub node-configurable-http-proxy (scripts/deps does)", bin)
		}
	}
}

// TestHubTwoStudents sets up a course server with "sudokit hub setup",
// creates two students with "sudokit hub add-students", runs the hub, and
// in headless Chromium logs each student in through the real login page,
// runs the first cells of their copy of notebook 01 with Shift+Enter until
// the board picture shows, and runs a cell that tries to read the other
// student's notebook and home, which must be refused. It also checks the
// files (homes private, copies owned by their students, master copy
// untouched), that each server runs inside its student's cgroup with the
// memory limit set, that a cell allocating past the limit is killed while
// the kernel goes on, and that stopping a server ends every process of the
// student, even one detached from a cell with setsid.
func TestHubTwoStudents(t *testing.T) {
	needHub(t)
	src, err := filepath.Abs("..")
	must(t, err)
	work, err := os.MkdirTemp("", "sudokit-hub-e2e-")
	must(t, err)
	t.Cleanup(func() { os.RemoveAll(work) })
	must(t, os.Chmod(work, 0o755)) // students read the prefix inside it
	bin := filepath.Join(work, "sudokit")
	runCmd(t, src, "go", "build", "-o", bin, ".")

	suffix := randomHex(t, 3)
	group := "skhubt" + suffix
	names := []string{"ska" + suffix, "skb" + suffix}
	passwords := []string{"pw-a-" + randomHex(t, 6), "pw-b-" + randomHex(t, 6)}
	prefix := filepath.Join(work, "hub")
	ports := freePorts(t, 3)
	t.Cleanup(func() {
		for _, n := range names {
			exec.Command("userdel", "--remove", n).Run()
			for _, d := range (hub.Cgroups{}).Dirs(n) {
				os.Remove(d)
			}
		}
		exec.Command("groupdel", group).Run()
	})

	t.Log("hub setup (warms a new build cache: minutes on a busy machine)")
	runCmd(t, src, bin, "hub", "setup", "--prefix", prefix, "--source", src, "--group", group,
		"--port", strconv.Itoa(ports[0]), "--hub-port", strconv.Itoa(ports[1]), "--proxy-api-port", strconv.Itoa(ports[2]),
		"--memory", "1G", "--cpus", "1", "--pids", "512", "--cull-idle", "0")
	class := filepath.Join(work, "class.csv")
	must(t, os.WriteFile(class, []byte(fmt.Sprintf("username,password\n%s,%s\n%s,%s\n", names[0], passwords[0], names[1], passwords[1])), 0o600))
	runCmd(t, src, bin, "hub", "add-students", "--group", group, class)
	master := readFile(t, filepath.Join(prefix, "notebooks", "01-board-basics.ipynb"))

	t.Log("hub run")
	startHub(t, bin, prefix)
	base := fmt.Sprintf("http://127.0.0.1:%d", ports[0])

	// Two servers, kernels and a dozen cells on a busy machine: more time
	// than the other browser tests get.
	b := newBrowserFor(t, 30*time.Minute)
	b.do(chromedp.Navigate("about:blank")) // starts the browser, so students can get contexts of their own
	tabs := make([]*browser, len(names))
	for i, name := range names {
		// Each student in a browser context of their own: own cookies.
		dialogs := make(chan *page.EventJavascriptDialogOpening, 16)
		ctx, cancel := chromedp.NewContext(b.ctx, chromedp.WithNewBrowserContext(), chromedp.WithListener(func(ev any) {
			if d, ok := ev.(*page.EventJavascriptDialogOpening); ok {
				select {
				case dialogs <- d:
				default:
				}
			}
		}))
		answered := acceptDialogs(t, ctx, name, dialogs)
		t.Cleanup(func() { <-answered })
		t.Cleanup(cancel)
		s := &browser{t: t, ctx: ctx}
		tabs[i] = s
		t.Logf("%s logs in", name)
		// The tab lives as long as the context of its first command, which
		// must therefore not be a step's (bounded) one.
		s.do(chromedp.Navigate("about:blank"))
		s.step("logging in and starting the server", 8*time.Minute,
			chromedp.Navigate(base+"/hub/login"),
			chromedp.WaitVisible(chromedp.CSS("#username_input")),
			chromedp.SendKeys(chromedp.CSS("#username_input"), name),
			chromedp.SendKeys(chromedp.CSS("#password_input"), passwords[i]),
			chromedp.Click(chromedp.CSS("#login_submit")),
			// The hub starts the server and sends the student to the course folder.
			chromedp.WaitVisible(chromedp.CSS("#notebook_list")))
		lctx, lcancel := context.WithTimeout(ctx, time.Minute)
		loc, err := chromedp.Run(lctx, chromedp.Location())
		lcancel()
		must(t, err)
		if want := "/user/" + name + "/tree/course"; !strings.Contains(loc, want) {
			t.Fatalf("after logging in %s is at %s, want %s", name, loc, want)
		}
		t.Logf("%s's server started; %s opens notebook 01", name, name)
		s.step("opening notebook 01 until its kernel is idle", 5*time.Minute,
			chromedp.Navigate(base+"/user/"+name+"/notebooks/course/01-board-basics.ipynb"),
			chromedp.WaitVisible(chromedp.CSS("#kernel_indicator_icon.kernel_idle_icon")))
		t.Logf("%s's kernel is idle; %s runs the first three cells", name, name)
		code := codeCells(s)
		if len(code) < 3 {
			t.Fatalf("notebook 01 has %d code cells, want at least 3", len(code))
		}
		for _, idx := range code[:3] {
			shiftEnter(s, idx)
		}
		pic := pollOutput(s, code[2], "image/png")
		img, err := png.Decode(base64.NewDecoder(base64.StdEncoding, strings.NewReader(pic)))
		if err != nil {
			t.Fatalf("%s: the third code cell's picture is not a PNG: %v", name, err)
		}
		if r := img.Bounds(); r.Dx() < 200 || r.Dy() < 200 {
			t.Fatalf("%s: the board picture is %v, want at least 200×200", name, r)
		}
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](`Jupyter.notebook.save_notebook()`)); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s logged in and saw a %v board picture", name, img.Bounds().Size())
	}

	// Each student's kernel tries the other's files; its own are readable.
	t.Log("each student's kernel tries the other's files")
	for i, name := range names {
		other := names[1-i]
		s := tabs[i]
		cell := fmt.Sprintf(`import "os"
_, err = os.ReadFile(%q)
fmt.Println("other's notebook:", err)
_, err = os.ReadDir(%q)
fmt.Println("other's home:", err)
_, err = os.ReadFile(os.Getenv("HOME") + "/course/01-board-basics.ipynb")
fmt.Println("own notebook:", err)`, "/home/"+other+"/course/01-board-basics.ipynb", "/home/"+other)
		out := runNewCell(s, cell, "own notebook:")
		for _, want := range []string{
			"other's notebook: open /home/" + other + "/course/01-board-basics.ipynb: permission denied",
			"other's home: open /home/" + other + ": permission denied",
			"own notebook: <nil>",
		} {
			if !strings.Contains(out, want) {
				t.Errorf("%s's cell printed\n%s\nwant a line %q", name, out, want)
			}
		}
	}

	// A memory hog's cell program dies alone at the student's memory limit;
	// the kernel lives on.
	t.Log("a cell allocates past the memory limit")
	hog := runNewCell(tabs[0], "hog := make([]byte, 2<<30)\nfor i := range hog { hog[i] = 1 }\nfmt.Println(\"allocated\", len(hog))", "killed")
	if strings.Contains(hog, "allocated") {
		t.Errorf("the student allocated 2 GiB past the 1 GiB limit:\n%s", hog)
	}
	runNewCell(tabs[0], "40 + 2", "42")

	// A process a student detaches from a cell outlives the cell and the
	// kernel; stopping the server must end it too.
	runNewCell(tabs[1], "import \"os/exec\"\nerr = exec.Command(\"setsid\", \"sleep\", \"600\").Start()\nfmt.Println(\"detached:\", err)", "detached: <nil>")

	// Files: private homes, each copy the student's own, the master as it was.
	if got := readFile(t, filepath.Join(prefix, "notebooks", "01-board-basics.ipynb")); !bytes.Equal(got, master) {
		t.Error("the master copy of notebook 01 changed")
	}
	for _, name := range names {
		home := "/home/" + name
		fi, err := os.Stat(home)
		must(t, err)
		if fi.Mode().Perm() != 0o700 {
			t.Errorf("%s has mode %v, want 0700", home, fi.Mode().Perm())
		}
		nb := filepath.Join(home, "course", "01-board-basics.ipynb")
		fi, err = os.Stat(nb)
		must(t, err)
		if uid := fi.Sys().(*syscall.Stat_t).Uid; strconv.Itoa(int(uid)) != lookupUID(t, name) {
			t.Errorf("%s belongs to uid %d, not to %s", nb, uid, name)
		}
		if bytes.Equal(readFile(t, nb), master) {
			t.Errorf("%s is still the master copy after the student saved it with outputs", nb)
		}
		// The server and its kernel run in the student's cgroup, limited.
		dirs := hub.Cgroups{}.Dirs(name)
		procs := strings.Fields(string(readFile(t, filepath.Join(dirs[0], "cgroup.procs"))))
		if len(procs) < 2 {
			t.Errorf("%s's cgroup holds processes %v, want the server and its kernel", name, procs)
		}
		limit := "memory.max"
		if !(hub.Cgroups{}).V2() {
			limit = "memory.limit_in_bytes"
		}
		if got := strings.TrimSpace(string(readFile(t, filepath.Join(dirs[0], limit)))); got != strconv.Itoa(1<<30) {
			t.Errorf("%s's %s is %s, want %d", name, limit, got, 1<<30)
		}
	}

	// The second student's server is stopped (through the hub's REST API,
	// with a token the student gets with their password): nothing of
	// theirs may keep running, the detached sleep included.
	t.Logf("%s's server is stopped", names[1])
	stopServer(t, base, names[1], passwords[1])
	deadline := time.Now().Add(2 * time.Minute)
	for {
		out, _ := exec.Command("pgrep", "-u", names[1], "-a").Output()
		if len(bytes.TrimSpace(out)) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("processes of %s still run 2 minutes after the server stopped:\n%s", names[1], out)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// runNewCell adds a code cell at the bottom of the notebook, runs it with
// Shift+Enter and waits for its output to contain want; it returns the
// cell's text output.
func runNewCell(b *browser, code, want string) string {
	b.t.Helper()
	idx, err := chromedp.Run(b.ctx, chromedp.Evaluate[int](fmt.Sprintf(
		`(() => { const c = Jupyter.notebook.insert_cell_at_bottom('code'); c.set_text(%q); return Jupyter.notebook.ncells() - 1; })()`, code)))
	must(b.t, err)
	shiftEnter(b, idx)
	return pollOutput(b, idx, want)
}

// stopServer stops a student's server through the hub's REST API and
// waits until the hub reports it stopped.
func stopServer(t *testing.T, base, name, password string) {
	t.Helper()
	call := func(method, path, token string, body any) (int, []byte) {
		t.Helper()
		var rd io.Reader
		if body != nil {
			b, err := json.Marshal(body)
			must(t, err)
			rd = bytes.NewReader(b)
		}
		req, err := http.NewRequest(method, base+path, rd)
		must(t, err)
		if token != "" {
			req.Header.Set("Authorization", "token "+token)
		}
		resp, err := http.DefaultClient.Do(req)
		must(t, err)
		defer resp.Body.Close()
		data, err := io.ReadAll(resp.Body)
		must(t, err)
		return resp.StatusCode, data
	}
	code, data := call(http.MethodPost, "/hub/api/users/"+name+"/tokens", "", map[string]any{"auth": map[string]string{"username": name, "password": password}})
	var tok struct{ Token string }
	if code != http.StatusCreated && code != http.StatusOK || json.Unmarshal(data, &tok) != nil {
		t.Fatalf("token for %s: %d %s", name, code, data)
	}
	if code, data := call(http.MethodDelete, "/hub/api/users/"+name+"/server", tok.Token, nil); code != http.StatusNoContent && code != http.StatusAccepted {
		t.Fatalf("stopping %s's server: %d %s", name, code, data)
	}
	deadline := time.Now().Add(5 * time.Minute)
	for {
		var u struct {
			Servers map[string]any `json:"servers"`
			Pending *string        `json:"pending"`
		}
		code, data := call(http.MethodGet, "/hub/api/users/"+name, tok.Token, nil)
		if code != http.StatusOK || json.Unmarshal(data, &u) != nil {
			t.Fatalf("%s's model: %d %s", name, code, data)
		}
		if len(u.Servers) == 0 && u.Pending == nil {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the server of %s did not stop within 5 minutes: %s", name, data)
		}
		time.Sleep(500 * time.Millisecond)
	}
}

// acceptDialogs logs and accepts the JavaScript dialogs of a student's
// tab until ctx ends (an alert stalls the page, and with it every command
// the test sends, until it is answered); the returned channel closes then.
func acceptDialogs(t *testing.T, ctx context.Context, name string, dialogs <-chan *page.EventJavascriptDialogOpening) <-chan struct{} {
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-ctx.Done():
				return
			case d := <-dialogs:
				t.Logf("%s's page opened a %s dialog: %q", name, d.Type, d.Message)
				if _, err := chromedp.Call(ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: true}); err != nil && ctx.Err() == nil {
					t.Logf("answering %s's dialog: %v", name, err)
				}
			}
		}
	}()
	return done
}

// step runs actions for at most limit; when they fail it fails the test
// naming what it was doing and showing the page's text (a spawn error, a
// dead kernel's dialog), so that the cleanups print the hub's log too.
func (b *browser) step(what string, limit time.Duration, actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, limit)
	defer cancel()
	err := chromedp.Do(ctx, actions...)
	if err == nil {
		return
	}
	page := "(unreadable)"
	lctx, lcancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer lcancel()
	if loc, lerr := chromedp.Run(lctx, chromedp.Location()); lerr == nil {
		page = loc
	}
	if text, terr := chromedp.Run(lctx, chromedp.Evaluate[string](`document.body ? document.body.innerText.slice(0, 3000) : ''`)); terr == nil {
		page += "\n" + text
	}
	b.t.Fatalf("%s: %v; the page, %s", what, err, page)
}

// codeCells returns the indices of the notebook's code cells.
func codeCells(b *browser) []int {
	b.t.Helper()
	return evalJS[[]int](b, `Jupyter.notebook.get_cells().map((c, i) => c.cell_type === 'code' ? i : -1).filter(i => i >= 0)`)
}

// shiftEnter selects cell idx in command mode and presses Shift+Enter, as
// a student running it does.
func shiftEnter(b *browser, idx int) {
	b.t.Helper()
	evalJS[bool](b, fmt.Sprintf(`(() => { Jupyter.notebook.select(%d); Jupyter.notebook.command_mode(); return true; })()`, idx))
	b.do(chromedp.KeyEvent("\r", chromedp.KeyModifiers(chromedp.ModifierShift)))
}

// pollOutput waits for cell idx to show a picture (kind "image/png": its
// base64 is returned) or, for any other kind, text containing kind (all the
// cell's text is returned).
func pollOutput(b *browser, idx int, kind string) string {
	b.t.Helper()
	var expr string
	switch kind {
	case "image/png":
		expr = fmt.Sprintf(`(() => { const o = Jupyter.notebook.get_cell(%d).output_area.outputs.find(o => o.data && o.data['image/png']); return o ? o.data['image/png'] : ''; })()`, idx)
	default:
		expr = fmt.Sprintf(`(() => { const t = Jupyter.notebook.get_cell(%d).output_area.outputs.map(o => o.text || (o.data && o.data['text/plain']) || (o.ename ? o.ename + ': ' + o.evalue + '\n' : '')).join(''); return t.includes(%q) ? t : ''; })()`, idx, kind)
	}
	v, err := chromedp.Run(b.ctx, chromedp.Poll[string](expr, chromedp.WithPollingInterval(200*time.Millisecond), chromedp.WithPollingTimeout(8*time.Minute)))
	if err != nil {
		ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
		defer cancel()
		shown, _ := chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf(
			`JSON.stringify({kernel: document.querySelector('#kernel_indicator_icon')?.className, outputs: Jupyter.notebook.get_cell(%d).output_area.outputs}).slice(0, 3000)`, idx)))
		b.t.Fatalf("waiting for cell %d's %s output: %v; it shows %s", idx, kind, err, shown)
	}
	return v
}

// startHub runs "sudokit hub run" until the test ends (then stops it with
// SIGTERM, as a service manager would: JupyterHub stops the students'
// servers and the proxy) and waits for it to say it is running.
func startHub(t *testing.T, bin, prefix string) {
	t.Helper()
	cmd := exec.Command(bin, "hub", "run", "--prefix", prefix)
	out, in := io.Pipe()
	cmd.Stdout, cmd.Stderr = in, in
	// A process the hub leaves behind (a student's kernel whose server was
	// killed) inherits its output: once the hub has exited, Wait gives up
	// on that output after a while instead of waiting for ever (CI's run
	// hung here for 20 minutes).
	cmd.WaitDelay = 30 * time.Second
	must(t, cmd.Start())
	done := make(chan error, 1)
	go func() {
		err := cmd.Wait()
		in.Close()
		done <- err
	}()
	var log bytes.Buffer
	ready, read := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(read)
		sc := bufio.NewScanner(out)
		once := false
		for sc.Scan() {
			log.WriteString(sc.Text() + "\n")
			if !once && strings.Contains(sc.Text(), "JupyterHub is now running") {
				once = true
				close(ready)
			}
		}
		io.Copy(io.Discard, out) // a line too long for the scanner: keep the pipe flowing
	}()
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-done:
		case <-time.After(2 * time.Minute):
			cmd.Process.Kill()
			<-done
		}
		<-read
		if t.Failed() {
			t.Logf("hub log:\n%s", log.String())
		}
	})
	select {
	case <-ready:
	case err := <-done:
		<-read
		t.Fatalf("the hub stopped before it was running: %v\n%s", err, log.String())
	case <-time.After(5 * time.Minute):
		t.Fatalf("the hub did not say it was running within 5 minutes")
	}
}

func runCmd(t *testing.T, dir, name string, args ...string) {
	t.Helper()
	ctx := context.Background()
	if d, ok := t.Deadline(); ok { // fail with the output rather than time out the binary
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, d.Add(-2*time.Minute))
		defer cancel()
	}
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	must(t, err)
	return b
}

func lookupUID(t *testing.T, name string) string {
	t.Helper()
	out, err := exec.Command("id", "-u", name).Output()
	must(t, err)
	return strings.TrimSpace(string(out))
}

func randomHex(t *testing.T, n int) string {
	t.Helper()
	b := make([]byte, n)
	_, err := rand.Read(b)
	must(t, err)
	return hex.EncodeToString(b)
}

// freePorts returns n ports free now, below the kernel's ephemeral range
// (ip_local_port_range): the hub's ports are chosen before "hub setup",
// which takes minutes, and meanwhile the tests of other packages start
// Jupyter kernels and connect to servers, taking ephemeral ports. A port
// from that range could be someone's by the time the hub binds it (a proxy
// then listening nowhere, or the browser talking to a kernel's socket).
func freePorts(t *testing.T, n int) []int {
	t.Helper()
	low := 32768
	if b, err := os.ReadFile("/proc/sys/net/ipv4/ip_local_port_range"); err == nil {
		if f := strings.Fields(string(b)); len(f) == 2 {
			if v, err := strconv.Atoi(f[0]); err == nil && v > 12000 {
				low = v
			}
		}
	}
	var r [1]byte
	_, err := rand.Read(r[:])
	must(t, err)
	var ports []int
	from := low - 10000 + int(r[0])*32 // test runs at once on one machine start apart
	for p := from; p < low && len(ports) < n; p++ {
		free := true
		for _, host := range []string{"127.0.0.1", ""} {
			l, err := net.Listen("tcp", net.JoinHostPort(host, strconv.Itoa(p)))
			if err != nil {
				free = false
				break
			}
			l.Close()
		}
		if free {
			ports = append(ports, p)
		}
	}
	if len(ports) < n {
		t.Fatalf("no %d free ports between %d and %d", n, from, low)
	}
	return ports
}
