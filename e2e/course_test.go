package e2e

import (
	"bytes"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/sudokit/sudokit/assignments"
	"github.com/sudokit/sudokit/internal/hub"
)

// TestHubCourse runs the course loop on Debian's JupyterHub with the
// managed service "sudokit hub setup" configures, in headless Chromium:
// a teacher adds (checked first) and releases an assignment from a folder
// of their home; student A fetches it, edits it, checks it and submits
// twice; the teacher moves the due date into the past and student B
// submits late, with the penalty; the teacher autogrades, adjusts A's score
// with a comment and returns the feedback; each student sees their own
// score and feedback, and A saves hers into her folder. A's browser gets
// 403 on B's feedback and submissions and on every teacher page, and a
// form sent without its CSRF token is refused. A second course's teacher
// sees neither the first course nor its pages, and its teacher not hers.
func TestHubCourse(t *testing.T) {
	needHub(t)
	src, err := filepath.Abs("..")
	must(t, err)
	work, err := os.MkdirTemp("/opt", "sudokit-course-e2e-") // not /tmp: students get a private one
	must(t, err)
	t.Cleanup(func() { os.RemoveAll(work) })
	must(t, os.Chmod(work, 0o755))
	bin := filepath.Join(work, "sudokit")
	runCmd(t, src, "go", "build", "-o", bin, ".")

	suffix := randomHex(t, 3)
	group := "skcg" + suffix
	teacher, teacher2, stA, stB := "skt"+suffix, "sku"+suffix, "ska"+suffix, "skb"+suffix
	users := []string{teacher, teacher2, stA, stB}
	pw := map[string]string{}
	for _, u := range users {
		pw[u] = "pw-" + randomHex(t, 6)
	}
	prefix := filepath.Join(work, "hub")
	ports := freePorts(t, 4)
	t.Cleanup(func() {
		for _, n := range users {
			// A home is its user's image, mounted: unmounted first, or the
			// image (deleted with the prefix) keeps its disk space.
			exec.Command("umount", "--lazy", "/home/"+n).Run()
			exec.Command("userdel", "--remove", n).Run()
			for _, d := range (hub.Cgroups{}).Dirs(n) {
				os.Remove(d)
			}
		}
		exec.Command("groupdel", group).Run()
	})
	t.Log("hub setup")
	runCmd(t, src, bin, "hub", "setup", "--prefix", prefix, "--source", src, "--group", group, "--admin", teacher,
		"--port", strconv.Itoa(ports[0]), "--hub-port", strconv.Itoa(ports[1]), "--proxy-api-port", strconv.Itoa(ports[2]),
		"--course-port", strconv.Itoa(ports[3]), "--course-jobs", "2",
		"--memory", "2G", "--cpus", "1", "--pids", "512", "--cull-idle", "0", "--no-warm")
	class := filepath.Join(work, "class.csv")
	var csv strings.Builder
	csv.WriteString("username,password\n")
	for _, u := range users[1:] {
		fmt.Fprintf(&csv, "%s,%s\n", u, pw[u])
	}
	must(t, os.WriteFile(class, []byte(csv.String()), 0o600))
	runCmd(t, src, bin, "hub", "add-students", "--group", group, class)
	chpasswd := exec.Command("chpasswd")
	chpasswd.Stdin = strings.NewReader(teacher + ":" + pw[teacher] + "\n")
	if out, err := chpasswd.CombinedOutput(); err != nil {
		t.Fatalf("chpasswd: %v %s", err, out)
	}
	for _, c := range []string{"c1", "c2"} {
		runCmd(t, src, bin, "course", "create", c, "--title", "Course "+c, "--prefix", prefix)
	}
	// The teacher's assignment folder, in the teacher's home.
	hw := filepath.Join("/home", teacher, "hw1")
	_, err = assignments.WriteScaffold(hw)
	must(t, err)
	runCmd(t, src, "chown", "-R", teacher+":"+teacher, hw)
	reference := readFile(t, filepath.Join(hw, "singles.go"))

	t.Log("hub run")
	startHub(t, bin, prefix)
	base := fmt.Sprintf("http://127.0.0.1:%d", ports[0])
	svc := base + "/services/course/"
	// Course roles are hub groups; the admin makes them through the REST API.
	adminTok := hubToken(t, base, teacher, pw[teacher])
	hubAPI(t, base, http.MethodPost, "/hub/api/users", adminTok, map[string]any{"usernames": users[1:]}, http.StatusCreated)
	for g, members := range map[string][]string{
		"course-c1-teachers": {teacher}, "course-c1-students": {stA, stB},
		"course-c2-teachers": {teacher2},
	} {
		hubAPI(t, base, http.MethodPost, "/hub/api/groups/"+g, adminTok, map[string]any{"users": members}, http.StatusCreated)
	}

	// The service answers once its sandbox is ready.
	for deadline := time.Now().Add(5 * time.Minute); ; {
		resp, err := http.Get(svc + "api/c/c1/assignments")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusUnauthorized {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("the course service did not answer within 5 minutes: %v", err)
		}
		time.Sleep(time.Second)
	}
	b := newBrowserFor(t, 40*time.Minute)
	b.do(chromedp.Navigate("about:blank"))
	tabs := map[string]*browser{}
	for _, u := range users {
		tabs[u] = hubLogin(t, b, base, u, pw[u])
	}
	T, A, B := tabs[teacher], tabs[stA], tabs[stB]

	// The Services menu of the hub lists the service.
	T.step("the hub's home lists the course service", time.Minute, chromedp.Navigate(base+"/hub/home"),
		chromedp.WaitReady(chromedp.CSS(`a[href*="services/course"]`)))

	t.Log("the teacher adds hw1 from her home (checked in the sandbox first)")
	T.step("adding hw1", 10*time.Minute,
		chromedp.Navigate(svc+"c/c1/teach/"),
		chromedp.WaitVisible(chromedp.CSS("#addfolder")),
		chromedp.SendKeys(chromedp.CSS("#addfolder"), "hw1"),
		chromedp.Click(chromedp.CSS("#add")),
		chromedp.WaitVisible(chromedp.CSS("#flash, #error")))
	if f := text(T, "#flash"); !strings.Contains(f, "Added hw1") {
		t.Fatalf("adding hw1: %q", f)
	}
	T.step("releasing hw1", 2*time.Minute,
		chromedp.Navigate(svc+"c/c1/teach/a/hw1/"),
		chromedp.WaitVisible(chromedp.CSS("#release")),
		chromedp.SetValue(chromedp.CSS("#due"), time.Now().Add(24*time.Hour).Format("2006-01-02T15:04")),
		chromedp.SetValue(chromedp.CSS("#penalty"), "10"),
		chromedp.Click(chromedp.CSS("#releasebtn")),
		chromedp.WaitVisible(chromedp.CSS("#flash, #error")))

	t.Log("A fetches, edits, checks and submits twice")
	A.step("fetching", 3*time.Minute, chromedp.Navigate(svc+"c/c1/"), chromedp.WaitVisible(chromedp.CSS("#a-hw1 .fetch")),
		chromedp.Click(chromedp.CSS("#a-hw1 .fetch")), chromedp.WaitVisible(chromedp.CSS("#flash, #error")))
	if f := text(A, "#flash"); !strings.Contains(f, "Fetched") {
		t.Fatalf("A's fetch: %q", f)
	}
	stub := filepath.Join("/home", stA, "assignments", "hw1", "singles.go")
	checkOwner(t, stub, stA)
	for _, secret := range []string{"TestSinglesBank", "solution:begin", "Candidates().Single()"} {
		if out, _ := exec.Command("grep", "-rl", secret, filepath.Join("/home", stA, "assignments")).Output(); len(out) > 0 {
			t.Errorf("A's fetched folder holds %q: %s", secret, out)
		}
	}
	// A edits singles.go in her own server, as her editor would save it.
	putFile(t, A, base, stA, "assignments/hw1/singles.go", string(reference))
	// Fetching again keeps her file.
	A.step("fetching again", 3*time.Minute, chromedp.Navigate(svc+"c/c1/"), chromedp.WaitVisible(chromedp.CSS("#a-hw1 .fetch")),
		chromedp.Click(chromedp.CSS("#a-hw1 .fetch")), chromedp.WaitVisible(chromedp.CSS("#flash, #error")))
	if got := readFile(t, stub); !bytes.Equal(got, reference) {
		t.Fatal("a second fetch overwrote A's singles.go")
	}
	A.step("checking", 5*time.Minute, chromedp.Click(chromedp.CSS("#a-hw1 .check")), chromedp.WaitVisible(chromedp.CSS("#a-hw1 .checkscore")))
	if s := text(A, "#a-hw1 .checkscore"); s != "5" {
		t.Errorf("A's check shows %q of the visible tests, want 5", s)
	}
	for i := 1; i <= 2; i++ {
		A.step("submitting", 3*time.Minute, chromedp.Navigate(svc+"c/c1/"), chromedp.WaitVisible(chromedp.CSS("#a-hw1 .submit")),
			chromedp.Click(chromedp.CSS("#a-hw1 .submit")), chromedp.WaitVisible(chromedp.CSS("#flash, #error")))
		if f := text(A, "#flash"); !strings.Contains(f, fmt.Sprintf("attempt %d", i)) || !strings.Contains(f, "receipt") {
			t.Fatalf("A's submission %d: %q", i, f)
		}
	}

	t.Log("the due date passes; B submits late")
	T.step("moving the due date", 2*time.Minute,
		chromedp.Navigate(svc+"c/c1/teach/a/hw1/"), chromedp.WaitVisible(chromedp.CSS("#release")),
		chromedp.SetValue(chromedp.CSS("#due"), time.Now().Add(-time.Hour).Format("2006-01-02T15:04")),
		chromedp.SetValue(chromedp.CSS("#penalty"), "10"),
		chromedp.Click(chromedp.CSS("#releasebtn")), chromedp.WaitVisible(chromedp.CSS("#flash, #error")))
	B.step("B fetches", 3*time.Minute, chromedp.Navigate(svc+"c/c1/"), chromedp.WaitVisible(chromedp.CSS("#a-hw1 .fetch")),
		chromedp.Click(chromedp.CSS("#a-hw1 .fetch")), chromedp.WaitVisible(chromedp.CSS("#flash, #error")))
	putFile(t, B, base, stB, "assignments/hw1/singles.go", string(reference))
	B.step("B submits", 3*time.Minute, chromedp.Navigate(svc+"c/c1/"), chromedp.WaitVisible(chromedp.CSS("#a-hw1 .submit")),
		chromedp.Click(chromedp.CSS("#a-hw1 .submit")), chromedp.WaitVisible(chromedp.CSS("#flash, #error")))
	if f := text(B, "#flash"); !strings.Contains(f, "Late by") || !strings.Contains(f, "10% off") {
		t.Errorf("B's late receipt: %q", f)
	}

	t.Log("the teacher autogrades, adjusts and returns")
	T.step("autograding", 2*time.Minute, chromedp.Navigate(svc+"c/c1/teach/a/hw1/"), chromedp.WaitVisible(chromedp.CSS("#autograde")),
		chromedp.Click(chromedp.CSS("#autograde")), chromedp.WaitVisible(chromedp.CSS("#flash, #error")))
	deadline := time.Now().Add(10 * time.Minute)
	for {
		T.step("reloading the table", 2*time.Minute, chromedp.Navigate(svc+"c/c1/teach/a/hw1/"), chromedp.WaitVisible(chromedp.CSS("#students")))
		st := evalJS[string](T, `[...document.querySelectorAll('tr.student .gradestatus')].map(e => e.textContent.trim()).join('|')`)
		if strings.Count(st, "done 10/10") == 2 {
			break
		}
		if strings.Contains(st, "failed") || time.Now().After(deadline) {
			t.Fatalf("grades: %s", st)
		}
		time.Sleep(time.Second)
	}
	T.step("adjusting A", 2*time.Minute,
		chromedp.Click(chromedp.CSS(`tr[data-student="`+stA+`"] .sublink`)),
		chromedp.WaitVisible(chromedp.CSS("#adjust")),
		chromedp.SendKeys(chromedp.CSS("#adjpoints"), "-0.5"),
		chromedp.SendKeys(chromedp.CSS("#adjcomment"), "<b>Name</b> your variables"),
		chromedp.Click(chromedp.CSS("#adjustbtn")),
		chromedp.WaitVisible(chromedp.CSS("#flash, #error")))
	if f := text(T, "#final"); f != "9.5" {
		t.Errorf("A's final after -0.5: %q", f)
	}
	T.step("returning", 2*time.Minute, chromedp.Navigate(svc+"c/c1/teach/a/hw1/"), chromedp.WaitVisible(chromedp.CSS("#return")),
		chromedp.Click(chromedp.CSS("#return")), chromedp.WaitVisible(chromedp.CSS("#flash, #error")))
	bSub := evalJS[string](T, `document.querySelector('tr[data-student="`+stB+`"] .sublink').getAttribute('href')`)

	for _, c := range []struct {
		tab   *browser
		name  string
		score string
	}{{A, stA, "9.5"}, {B, stB, "9"}} {
		c.tab.step("the student's page", 2*time.Minute, chromedp.Navigate(svc+"c/c1/"), chromedp.WaitVisible(chromedp.CSS("#a-hw1 .score")))
		if s := text(c.tab, "#a-hw1 .score"); s != c.score {
			t.Errorf("%s sees the score %q, want %s", c.name, s, c.score)
		}
		c.tab.step("the student's feedback", 2*time.Minute, chromedp.Click(chromedp.CSS("#a-hw1 .feedbacklink")), chromedp.WaitVisible(chromedp.CSS(".feedbacktext")))
		fb := text(c.tab, "body")
		if !strings.Contains(fb, "TestCountEmpty") || strings.Contains(fb, "TestSinglesBank") {
			t.Errorf("%s's feedback shows the visible test %v and the hidden one %v", c.name, strings.Contains(fb, "TestCountEmpty"), strings.Contains(fb, "TestSinglesBank"))
		}
	}
	if fb := text(A, "body"); !strings.Contains(fb, "<b>Name</b> your variables") {
		t.Errorf("A's feedback lacks the teacher's comment as text:\n%s", fb)
	}
	A.step("saving the feedback", 2*time.Minute, chromedp.Navigate(svc+"c/c1/"), chromedp.WaitVisible(chromedp.CSS("#a-hw1 .savefeedback")),
		chromedp.Click(chromedp.CSS("#a-hw1 .savefeedback")), chromedp.WaitVisible(chromedp.CSS("#flash, #error")))
	saved := filepath.Join("/home", stA, "assignments", "hw1", "feedback-2.md")
	checkOwner(t, saved, stA)
	if s := string(readFile(t, saved)); !strings.Contains(s, "9.5") || !strings.Contains(s, "your variables") {
		t.Errorf("feedback-2.md:\n%s", s)
	}

	t.Log("A's browser is refused B's data and the teacher's pages")
	// The service's pages allow no script to connect anywhere (CSP), so
	// the requests come from another page of the same site: A's own
	// Jupyter tree, as a page a student controls would send them.
	A.step("the course page", time.Minute, chromedp.Navigate(svc+"c/c1/"), chromedp.WaitReady(chromedp.CSS("nav")))
	aToken := evalJS[string](A, `document.querySelector('meta[name="csrf-token"]').content`)
	if got := fetchStatus(t, A, svc+"c/c1/", "GET", ""); got != -1 {
		t.Errorf("a script on the service's own page could fetch (status %d): the CSP should refuse it", got)
	}
	A.step("A's tree", time.Minute, chromedp.Navigate(base+"/user/"+stA+"/tree"), chromedp.WaitVisible(chromedp.CSS("#notebook_list")))
	for _, p := range []string{"c/c1/a/hw1/feedback/" + stB, "api/c/c1/a/hw1/submissions/" + stB, "c/c1/teach/", "c/c1/teach/a/hw1/", "c/c1/teach/gradebook", "c/c1/teach/gradebook.csv", "api/c/c1/queue",
		strings.TrimPrefix(bSub, "/services/course/")} {
		wantStatus(t, "A GET "+p, A, svc+p, "GET", "", 403)
	}
	wantStatus(t, "A POST return", A, svc+"c/c1/teach/a/hw1/return", "POST", "", 403)
	// A form without the CSRF token (what another site could make her browser send).
	wantStatus(t, "a submit without the CSRF token", A, svc+"c/c1/a/hw1/submit", "POST", "", 403)
	// With it, the same request goes through: the token is what decides.
	wantStatus(t, "a check with the CSRF token", A, svc+"c/c1/a/hw1/check", "POST", aToken, 303)

	t.Log("two courses, two teachers")
	T2 := tabs[teacher2]
	T2.step("teacher 2's courses", 2*time.Minute, chromedp.Navigate(svc), chromedp.WaitVisible(chromedp.CSS("nav")))
	if home := text(T2, "body"); !strings.Contains(home, "Course c2") || strings.Contains(home, "Course c1") {
		t.Errorf("teacher 2's course list:\n%s", home)
	}
	T2.step("teacher 2's tree", time.Minute, chromedp.Navigate(base+"/user/"+teacher2+"/tree"), chromedp.WaitVisible(chromedp.CSS("#notebook_list")))
	T.step("teacher 1's tree", time.Minute, chromedp.Navigate(base+"/user/"+teacher+"/tree"), chromedp.WaitVisible(chromedp.CSS("#notebook_list")))
	for _, p := range []string{"c/c1/teach/", "c/c1/teach/a/hw1/", "c/c1/", strings.TrimPrefix(bSub, "/services/course/")} {
		wantStatus(t, "teacher 2 GET "+p, T2, svc+p, "GET", "", 403)
	}
	wantStatus(t, "teacher 1 GET c2's page", T, svc+"c/c2/teach/", "GET", "", 403)
	wantStatus(t, "teacher 2 GET c2's page", T2, svc+"c/c2/teach/", "GET", "", 200)
}

func text(b *browser, sel string) string {
	b.t.Helper()
	return evalJS[string](b, fmt.Sprintf(`(document.querySelector(%q) || {}).innerText || ''`, sel))
}

// putFile saves a file into the user's home through their own server's
// contents API, from their browser (as Jupyter's editor saves).
func putFile(t *testing.T, b *browser, base, user, path, content string) {
	t.Helper()
	b.step("opening the server", 2*time.Minute, chromedp.Navigate(base+"/user/"+user+"/tree"), chromedp.WaitVisible(chromedp.CSS("#notebook_list")))
	js := fmt.Sprintf(`(async () => {
		const xsrf = (document.cookie.match(/_xsrf=([^;]+)/) || [])[1] || '';
		const r = await fetch(%q, {method: 'PUT', headers: {'Content-Type': 'application/json', 'X-XSRFToken': decodeURIComponent(xsrf)},
			body: JSON.stringify({type: 'file', format: 'text', content: %q})});
		return r.status;
	})()`, "/user/"+user+"/api/contents/"+path, content)
	code, err := chromedp.Run(b.ctx, chromedp.Evaluate[int](js, chromedp.EvalAwaitPromise))
	must(t, err)
	if code != 200 && code != 201 {
		t.Fatalf("%s saving %s: %d", user, path, code)
	}
}

// fetchStatus makes the page's browser request a URL (a POST with the
// CSRF token csrf, when not empty) and returns the status, or -1 when the
// browser refused to send it.
func fetchStatus(t *testing.T, b *browser, url, method, csrf string) int {
	t.Helper()
	body := "''"
	if csrf != "" {
		body = fmt.Sprintf("%q", "_csrf="+csrf)
	}
	js := fmt.Sprintf(`(async () => {
		const init = {method: %q, credentials: 'same-origin', redirect: 'manual'};
		if (init.method === 'POST') { init.headers = {'Content-Type': 'application/x-www-form-urlencoded'}; init.body = %s; }
		try {
			const r = await fetch(%q, init);
			return r.type === 'opaqueredirect' ? 303 : r.status;
		} catch (e) { return -1; }
	})()`, method, body, url)
	code, err := chromedp.Run(b.ctx, chromedp.Evaluate[int](js, chromedp.EvalAwaitPromise))
	must(t, err)
	return code
}

// wantStatus fails the test unless fetchStatus gets the status want; what
// names the request in the failure.
func wantStatus(t *testing.T, what string, b *browser, url, method, csrf string, want int) {
	t.Helper()
	if code := fetchStatus(t, b, url, method, csrf); code != want {
		t.Errorf("%s: %d, want %d", what, code, want)
	}
}

func checkOwner(t *testing.T, path, user string) {
	t.Helper()
	out, err := exec.Command("stat", "-c", "%U", path).Output()
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if got := strings.TrimSpace(string(out)); got != user {
		t.Errorf("%s belongs to %s, want %s", path, got, user)
	}
}
