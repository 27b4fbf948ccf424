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
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/sudokit/sudokit/internal/hub"
	"github.com/sudokit/sudokit/internal/testenv"
)

// needHub skips the hub test unless it can run: as root (it creates users,
// groups and cgroups) with Debian's jupyterhub, its proxy and chromium.
func needHub(t *testing.T) {
	t.Helper()
	needBrowser(t)
	testenv.NeedRoot(t, "the hub test creates system users and cgroups: run it as root")
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
// student's notebook and home, which must be refused. Then: the accounts
// have no login shell; student A's cell can connect to none of B's kernel
// sockets (ipc, in B's home) and sees no process of anyone else; A filling
// the private /tmp gets ENOSPC at 256 MiB while B's /tmp is B's own, and
// filling the home (an image of 384 MiB) gets ENOSPC, B's cells running and
// B's notebook saving all the while; A's files in /var/tmp, /dev/shm and
// /run/lock stay in A's server; `hub status` shows each home's limit; a cell
// allocating 2 GiB with the 1 GiB limit is killed alone 20 times in a row,
// each time saying it was killed for memory, the next cell running in the
// same kernel with its state. It also checks the files (homes private,
// copies owned by their students, master copy untouched), that each server
// and kernel run in the student's server group with the limits set, and
// that stopping a server ends every process of the student, even one
// detached from a cell with setsid. Run with python3-jupyter-server
// installed (scripts/deps) it shows the hub does not pick it up.
func TestHubTwoStudents(t *testing.T) {
	needHub(t)
	src, err := filepath.Abs("..")
	must(t, err)
	// Not in /tmp: every student's server gets a private /tmp, and the
	// prefix must stay visible to it.
	work, err := os.MkdirTemp("/opt", "sudokit-hub-e2e-")
	must(t, err)
	t.Cleanup(func() { os.RemoveAll(work) })
	must(t, os.Chmod(work, 0o755)) // students read the prefix inside it
	bin := filepath.Join(work, "sudokit")
	runCmd(t, src, "go", "build", "-o", bin, ".")

	// Each home is an image of this size: the copied build cache (about
	// 90 MiB), the notebooks and what the kernels compile fit in it.
	const homeSize = 384 << 20
	suffix := randomHex(t, 3)
	group := "skhubt" + suffix
	names := []string{"ska" + suffix, "skb" + suffix}
	passwords := []string{"pw-a-" + randomHex(t, 6), "pw-b-" + randomHex(t, 6)}
	prefix := filepath.Join(work, "hub")
	ports := freePorts(t, 3)
	t.Cleanup(func() {
		for _, n := range names {
			// The home is the student's image, mounted: unmount it first
			// (the image goes with the prefix).
			exec.Command("umount", "--lazy", "/home/"+n).Run()
			exec.Command("userdel", "--remove", n).Run()
			os.RemoveAll("/home/" + n) // the bare mount point, root's
			hub.Cgroups{}.Remove(n)
		}
		exec.Command("groupdel", group).Run()
	})

	t.Log("hub setup (warms a new build cache: minutes on a busy machine)")
	runCmd(t, src, bin, "hub", "setup", "--prefix", prefix, "--source", src, "--group", group,
		"--port", strconv.Itoa(ports[0]), "--hub-port", strconv.Itoa(ports[1]), "--proxy-api-port", strconv.Itoa(ports[2]),
		"--memory", "1G", "--cpus", "1", "--pids", "512", "--cull-idle", "0", "--home-size", strconv.Itoa(homeSize>>20)+"M")
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
		// The hub starts the server and sends the student to the course folder.
		s := hubLogin(t, b, base, name, passwords[i])
		tabs[i] = s
		ctx := s.ctx
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

	// Each student's kernel tries the other's files and the programs built
	// ahead for the class; its own files are readable.
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
fmt.Println("own notebook:", err)
progs := os.Getenv("SUDOKIT_PROGRAMS")
entries, _ := os.ReadDir(progs)
fmt.Println("programs built ahead:", progs, len(entries) > 0)
fmt.Println("forging one:", os.WriteFile(progs+"/forged", []byte("#!/bin/sh\n"), 0o755))
fmt.Println("done")`, "/home/"+other+"/course/01-board-basics.ipynb", "/home/"+other)
		out := runNewCell(s, cell, "done")
		programs := filepath.Join(prefix, "programs")
		for _, want := range []string{
			"other's notebook: open /home/" + other + "/course/01-board-basics.ipynb: permission denied",
			"other's home: open /home/" + other + ": permission denied",
			"own notebook: <nil>",
			// The programs hub setup built from the master notebooks, which
			// every kernel runs instead of compiling: a student cannot put
			// one there for the other's kernel to run.
			"programs built ahead: " + programs + " true",
			"forging one: open " + programs + "/forged: permission denied",
		} {
			if !strings.Contains(out, want) {
				t.Errorf("%s's cell printed\n%s\nwant a line %q", name, out, want)
			}
		}
	}

	// Accounts have no login shell.
	for _, name := range names {
		out, err := exec.Command("getent", "passwd", name).Output()
		must(t, err)
		if shell := strings.TrimSpace(string(out[bytes.LastIndexByte(bytes.TrimSpace(out), ':')+1:])); shell != hub.NoLoginShell {
			t.Errorf("%s's shell is %q, want %s", name, shell, hub.NoLoginShell)
		}
	}

	// Kernels listen on Unix sockets in their student's private runtime
	// folder, no TCP: student A can connect to none of B's kernel sockets
	// (so cannot subscribe to B's IOPub either), and A's /proc shows A's
	// processes only.
	t.Log("student A tries B's kernel sockets and processes")
	var sockets [][2]string // network, address
	files, _ := filepath.Glob("/home/" + names[1] + "/.jupyter-run/kernel-*.json")
	for _, f := range files {
		var ci struct{ Transport, IP string }
		var ports map[string]any
		b := readFile(t, f)
		must(t, json.Unmarshal(b, &ci))
		must(t, json.Unmarshal(b, &ports))
		if ci.Transport != "ipc" {
			t.Errorf("%s: transport %q, want ipc", f, ci.Transport)
		}
		for _, k := range []string{"shell_port", "iopub_port", "stdin_port", "control_port", "hb_port"} {
			if ci.Transport == "ipc" {
				sockets = append(sockets, [2]string{"unix", fmt.Sprintf("%s-%v", ci.IP, ports[k])})
			} else {
				sockets = append(sockets, [2]string{"tcp", fmt.Sprintf("%s:%v", ci.IP, ports[k])})
			}
		}
	}
	if len(sockets) < 5 {
		t.Fatalf("found %d kernel sockets of %s (connection files %v), want 5 or more", len(sockets), names[1], files)
	}
	for _, sock := range sockets {
		if fi, err := os.Stat(sock[1]); sock[0] == "unix" && (err != nil || fi.Mode()&os.ModeSocket == 0) {
			t.Errorf("%s is not a listening Unix socket: %v", sock[1], err)
		}
	}
	probe := fmt.Sprintf(`import ("net"; "os"; "strconv"; "syscall")
for _, s := range %#v {
	_, err := net.Dial(s[0], s[1])
	fmt.Println("dial:", err)
}
others := 0
procEntries, _ := os.ReadDir("/proc")
for _, e := range procEntries {
	if _, err := strconv.Atoi(e.Name()); err != nil { continue }
	if info, err := os.Stat("/proc/" + e.Name()); err == nil && info.Sys().(*syscall.Stat_t).Uid != uint32(os.Getuid()) { others++ }
}
procEntries = nil
fmt.Println("processes of others:", others)`, sockets)
	out := runNewCell(tabs[0], probe, "processes of others:")
	if n := strings.Count(out, "permission denied"); n != len(sockets) {
		t.Errorf("%s dialled %s's %d kernel sockets:\n%s\nwant permission denied for each", names[0], names[1], len(sockets), out)
	}
	if !strings.Contains(out, "processes of others: 0\n") {
		t.Errorf("%s sees other users' processes:\n%s", names[0], out)
	}

	// Each server has a private /tmp of 256 MiB: A filling it gets ENOSPC,
	// B's /tmp is another one, and B's cells run and save as before.
	t.Log("student A fills /tmp")
	fill, tmpMiB := fillCell(tabs[0], `"/tmp"`, 400)
	if !strings.Contains(fill, "write: write /tmp/fill: no space left on device true") || tmpMiB < 250 || tmpMiB > 256 {
		t.Errorf("filling /tmp printed\n%s\nwant ENOSPC at 256 MiB", fill)
	}
	// A's home is a file system of its own of 384 MiB: A filling it gets
	// ENOSPC before 384 MiB (without the image it would take all 600).
	t.Log("student A fills the home")
	fill, homeMiB := fillCell(tabs[0], `os.Getenv("HOME")`, 600)
	if !strings.Contains(fill, "/fill: no space left on device true") || homeMiB >= homeSize>>20 || homeMiB < 128 {
		t.Errorf("filling the home printed\n%s\nwant ENOSPC before %d MiB", fill, homeSize>>20)
	}
	t.Logf("A's home took %d MiB more before ENOSPC", homeMiB)
	// The other folders everyone may write to are A's private /tmp too:
	// nothing A leaves there is seen outside A's server.
	shared := runNewCell(tabs[0], `import "os"
for _, d := range []string{"/var/tmp", "/dev/shm", "/run/lock"} {
	fmt.Println(d, os.WriteFile(d+"/a-was-here", []byte("a"), 0o600))
}
fmt.Println("shared done")`, "shared done")
	for _, d := range []string{"/var/tmp", "/dev/shm", "/run/lock"} {
		if _, err := os.Stat(filepath.Join(d, "a-was-here")); err == nil {
			os.Remove(filepath.Join(d, "a-was-here"))
			t.Errorf("A's file in %s is seen outside A's server (A's cell printed\n%s)", d, shared)
		}
	}
	other := runNewCell(tabs[1], `import "os"
_, errFill := os.Stat("/tmp/fill")
os.WriteFile("/tmp/mine", []byte("b's"), 0o600)
mine, errMine := os.ReadFile("/tmp/mine")
fmt.Println("a's file:", errFill != nil, "mine:", string(mine), errMine)`, "a's file:")
	if !strings.Contains(other, "a's file: true mine: b's <nil>") {
		t.Errorf("%s's /tmp:\n%s", names[1], other)
	}
	// B's notebook saves, with that cell's output in it.
	if _, err := chromedp.Run(tabs[1].ctx, chromedp.Evaluate[chromedp.Void](`Jupyter.notebook.save_notebook()`)); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(2 * time.Minute); ; time.Sleep(200 * time.Millisecond) {
		if bytes.Contains(readFile(t, "/home/"+names[1]+"/course/01-board-basics.ipynb"), []byte("a's file: true")) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s's notebook was not saved with the /tmp cell's output within 2 minutes", names[1])
		}
	}

	// A memory hog's cell program dies alone at the cell group's memory
	// limit, 20 times in a row; each time the cell says it was killed for
	// memory and the next cell runs in the same kernel with its state.
	t.Log("a cell allocates past the memory limit, 20 times")
	runNewCell(tabs[0], "kept := 0\nkept", "0")
	hogStart := time.Now()
	for i := 1; i <= 20; i++ {
		start := time.Now()
		hog := runNewCell(tabs[0], "hog := make([]byte, 2<<30)\nfor i := range hog { hog[i] = 1 }\nkept = -1\nfmt.Println(\"allocated\", len(hog))", "MemoryError")
		if strings.Contains(hog, "allocated") || !strings.Contains(hog, "killed for using more memory than the 768 MiB a cell may use") {
			t.Fatalf("hog %d: the cell printed\n%s\nwant it killed for memory at 768 MiB", i, hog)
		}
		if got := runNewCell(tabs[0], "kept++\nkept", strconv.Itoa(i)); strings.TrimSpace(got) != strconv.Itoa(i) {
			t.Fatalf("after hog %d kept is %q, want %d", i, got, i)
		}
		t.Logf("hog %d killed alone, the next cell ran with its state: %v", i, time.Since(start).Round(time.Millisecond))
	}
	t.Logf("20 hogs and 20 cells after them: %v", time.Since(hogStart).Round(time.Millisecond))

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
		// The server and its kernel run in the student's server group,
		// inside the student's group with the limit; the cell group has
		// the lower one.
		cg := hub.Cgroups{}
		procs := cg.Server(name).Pids()
		if len(procs) < 2 {
			t.Errorf("%s's server group holds processes %v, want the server and its kernel", name, procs)
		}
		if got, err := cg.Student(name).MemoryLimit(); err != nil || got != 1<<30 {
			t.Errorf("%s's memory limit is %d (%v), want %d", name, got, err, 1<<30)
		}
		if got, err := cg.Cells(name).MemoryLimit(); err != nil || got != hub.CellMemory(1<<30) {
			t.Errorf("%s's cell memory limit is %d (%v), want %d", name, got, err, hub.CellMemory(1<<30))
		}
	}
	// Each home is its image, mounted; B's server holds no mount of A's
	// home (it is detached in B's mount namespace).
	homes := hub.HomeDisk{Dir: filepath.Join(prefix, "state", "homes")}
	for _, name := range names {
		use, ok, err := homes.Use(name)
		if err != nil || !ok || use.Size > homeSize || use.Size < homeSize*9/10 {
			t.Errorf("%s's home: %+v, %v, %v; want a mounted image of about %d MiB", name, use, ok, err, homeSize>>20)
		}
	}
	if pids := (hub.Cgroups{}).Server(names[1]).Pids(); len(pids) == 0 {
		t.Errorf("%s's server group holds no process: its mounts cannot be checked", names[1])
	} else {
		mi := string(readFile(t, fmt.Sprintf("/proc/%d/mountinfo", pids[0])))
		if strings.Contains(mi, " /home/"+names[0]+" ") || !strings.Contains(mi, " /home/"+names[1]+" ") {
			t.Errorf("%s's server's mounts:\n%s\nwant its own home, not %s's", names[1], mi, names[0])
		}
	}
	status, err := exec.Command(bin, "hub", "status", "--prefix", prefix).CombinedOutput()
	must(t, err)
	for _, name := range names {
		if !regexp.MustCompile(`(?m)^\s*` + name + `\s.*\s3[4-8]\d MiB\s*$`).Match(status) {
			t.Errorf("hub status shows no home limit of about %d MiB for %s:\n%s", homeSize>>20, name, status)
		}
	}
	if n := (hub.Cgroups{}).Server(names[0]).OOMKills(); n != 0 {
		t.Errorf("%s's server group counts %d OOM kills, want none", names[0], n)
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

// fillCell runs a cell writing dir+"/fill" (dir is a Go expression) until
// a write fails or capMiB MiB are written, then deleting it, and returns
// the cell's text and the MiB written.
func fillCell(b *browser, dir string, capMiB int) (string, int) {
	b.t.Helper()
	out := runNewCell(b, fmt.Sprintf(`import ("errors"; "os"; "syscall")
func() {
	path := %s + "/fill"
	f, _ := os.Create(path)
	chunk := make([]byte, 1<<20)
	filled := 0
	for filled < %d<<20 {
		n, err := f.Write(chunk)
		filled += n
		if err != nil { fmt.Println("write:", err, errors.Is(err, syscall.ENOSPC)); break }
	}
	f.Close()
	os.Remove(path)
	fmt.Println("wrote MiB:", filled>>20)
}()`, dir, capMiB), "wrote MiB:")
	var mib int
	if _, err := fmt.Sscanf(out[strings.Index(out, "wrote MiB:"):], "wrote MiB: %d", &mib); err != nil {
		b.t.Fatalf("the fill cell printed\n%s", out)
	}
	return out, mib
}

// stopServer stops a student's server through the hub's REST API and
// waits until the hub reports it stopped.
func stopServer(t *testing.T, base, name, password string) {
	t.Helper()
	tok := hubToken(t, base, name, password)
	// The hub answers 202 (stopping) or 204 (stopped).
	hubAPI(t, base, http.MethodDelete, "/hub/api/users/"+name+"/server", tok, nil, 0)
	deadline := time.Now().Add(5 * time.Minute)
	for {
		var u struct {
			Servers map[string]any `json:"servers"`
			Pending *string        `json:"pending"`
		}
		data := hubAPI(t, base, http.MethodGet, "/hub/api/users/"+name, tok, nil, http.StatusOK)
		if json.Unmarshal(data, &u) != nil {
			t.Fatalf("%s's model: %s", name, data)
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

// hubToken gets a token for a user from the hub's REST API with their password.
func hubToken(t *testing.T, base, name, password string) string {
	t.Helper()
	data := hubAPI(t, base, http.MethodPost, "/hub/api/users/"+name+"/tokens", "", map[string]any{"auth": map[string]string{"username": name, "password": password}}, 0)
	var tok struct{ Token string }
	if json.Unmarshal(data, &tok) != nil || tok.Token == "" {
		t.Fatalf("token for %s: %s", name, data)
	}
	return tok.Token
}

// hubAPI calls the hub's REST API; want 0 accepts any 2xx.
func hubAPI(t *testing.T, base, method, path, token string, body any, want int) []byte {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		must(t, err)
		rd = bytes.NewReader(b)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, base+path, rd)
	must(t, err)
	if token != "" {
		req.Header.Set("Authorization", "token "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	must(t, err)
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if want != 0 && resp.StatusCode != want || want == 0 && resp.StatusCode/100 != 2 {
		t.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, data)
	}
	return data
}

// hubLogin logs a user in through the hub's login page in a browser
// context of their own and waits for their server.
func hubLogin(t *testing.T, b *browser, base, name, password string) *browser {
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
	// The tab lives as long as the context of its first command, which
	// must therefore not be a step's (bounded) one.
	s.do(chromedp.Navigate("about:blank"))
	t.Logf("%s logs in", name)
	s.step("logging in and starting the server", 8*time.Minute,
		chromedp.Navigate(base+"/hub/login"),
		chromedp.WaitVisible(chromedp.CSS("#username_input")),
		chromedp.SendKeys(chromedp.CSS("#username_input"), name),
		chromedp.SendKeys(chromedp.CSS("#password_input"), password),
		chromedp.Click(chromedp.CSS("#login_submit")),
		chromedp.WaitVisible(chromedp.CSS("#notebook_list")))
	return s
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
