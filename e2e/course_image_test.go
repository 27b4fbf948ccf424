package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/sudokit/sudokit/assignments"
)

// courseServiceRun returns how the course service's container is started,
// here and in the README: root in the container with the capabilities
// deploy/kubernetes/course-service.yaml gives the pod and no other (it
// drops ALL and is not privileged), a private cgroup namespace (so the
// control groups the container sees are its own) and a memory limit.
func courseServiceRun(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile("../deploy/kubernetes/course-service.yaml")
	must(t, err)
	dec := yaml.NewDecoder(bytes.NewReader(data))
	for {
		var doc struct {
			Kind string
			Spec struct {
				Template struct {
					Spec struct {
						Containers []struct {
							SecurityContext struct {
								Privileged   bool
								Capabilities struct{ Add, Drop []string }
							} `yaml:"securityContext"`
						}
					}
				}
			}
		}
		if err := dec.Decode(&doc); err != nil {
			t.Fatalf("course-service.yaml has no Deployment with a container: %v", err)
		}
		if doc.Kind != "Deployment" || len(doc.Spec.Template.Spec.Containers) == 0 {
			continue
		}
		sc := doc.Spec.Template.Spec.Containers[0].SecurityContext
		if sc.Privileged || !slices.Equal(sc.Capabilities.Drop, []string{"ALL"}) || len(sc.Capabilities.Add) == 0 {
			t.Fatalf("course-service.yaml's securityContext is not \"drop ALL, add a few\": %+v", sc)
		}
		return []string{"--cap-drop", "ALL", "--cap-add", strings.Join(sc.Capabilities.Add, ","),
			"--cgroupns", "private", "--memory", "3g"}
	}
}

// TestCourseServiceImage runs the course service's image
// (deploy/kubernetes/course-service.Dockerfile) as Zero to JupyterHub runs
// it beside the hub (course-service.yaml): a container with its data
// volume, registered with Debian's JupyterHub on this machine as the
// external service /services/course/ and reached through the hub's proxy
// with tokens the hub issued to a teacher and two students. The service's
// grading sandbox inside the container is the full one (own uids,
// namespaces, private root, a control group per submission). The teacher
// adds an assignment (checked in the sandbox in the container) and releases
// it with grading on arrival; the students' submissions are received and
// graded in the container (the reference 10/10, a wrong answer less); the
// teacher returns the feedback. Then the container is stopped and a new one
// started from the same image with the same volume: the course, both
// submissions with their receipts and the grades are there.
//
// It needs SUDOKIT_SERVICE_IMAGE (scripts/images builds it), podman, and
// root with Debian's jupyterhub and its proxy.
func TestCourseServiceImage(t *testing.T) {
	image := needImageHub(t, "SUDOKIT_SERVICE_IMAGE", "course-service.Dockerfile")
	ctx, cancel := context.WithTimeout(context.Background(), 25*time.Minute)
	defer cancel()
	suffix := randomHex(t, 3)
	servicePort := freePorts(t, 1)[0]
	serviceToken := randomHex(t, 16)
	hub := startSmokeHub(t, ctx, "SMOKE_COURSE_URL=http://127.0.0.1:"+strconv.Itoa(servicePort), "SMOKE_COURSE_TOKEN="+serviceToken)

	// The data volume, as the PersistentVolumeClaim of course-service.yaml.
	volume := "sudokit-course-smoke-" + suffix
	podman(t, "volume", "create", volume)
	t.Cleanup(func() { exec.Command("podman", "volume", "rm", "-f", volume).Run() })

	// The hub's users, the course's groups, and the tokens the hub issues
	// them (what their scripts hold; a browser's visit holds the same).
	teacher, alice, bob := "skt"+suffix, "ska"+suffix, "skb"+suffix
	for _, u := range []string{teacher, alice, bob} {
		if code, b := hub.api("POST", "/hub/api/users/"+u, nil); code != 201 {
			t.Fatalf("creating %s: %d %s", u, code, b)
		}
	}
	for g, members := range map[string][]string{"course-c1-teachers": {teacher}, "course-c1-students": {alice, bob}} {
		if code, b := hub.api("POST", "/hub/api/groups/"+g, map[string]any{"users": members}); code != 201 {
			t.Fatalf("creating the group %s: %d %s", g, code, b)
		}
	}
	tokens := map[string]string{}
	for _, u := range []string{teacher, alice, bob} {
		code, b := hub.api("POST", "/hub/api/users/"+u+"/tokens", map[string]any{"note": "course smoke test"})
		var tok struct{ Token string }
		if code != 201 || json.Unmarshal(b, &tok) != nil || tok.Token == "" {
			t.Fatalf("a token for %s: %d %s", u, code, b)
		}
		tokens[u] = tok.Token
	}
	svc := "/services/course/"
	as := func(user, method, path string, form url.Values) (int, []byte) {
		if form == nil {
			return hub.call(method, svc+path, tokens[user], "", nil)
		}
		return hub.call(method, svc+path, tokens[user], "application/x-www-form-urlencoded", strings.NewReader(form.Encode()))
	}

	// start runs a new container of the image on the volume and waits
	// until the service answers through the hub's proxy.
	var name string
	start := func(n int) {
		name = fmt.Sprintf("sudokit-course-smoke-%s-%d", suffix, n)
		args := append([]string{"run", "-d", "--name", name, "--network", "host", "-v", volume + ":/data"}, courseServiceRun(t)...)
		for k, v := range map[string]string{
			"JUPYTERHUB_API_URL": hub.hubAPIURL, "JUPYTERHUB_API_TOKEN": serviceToken,
			"JUPYTERHUB_CLIENT_ID": "service-course", "JUPYTERHUB_SERVICE_PREFIX": svc,
			"JUPYTERHUB_OAUTH_CALLBACK_URL":  svc + "oauth_callback",
			"JUPYTERHUB_OAUTH_ACCESS_SCOPES": `["access:services!service=course", "access:services"]`,
		} {
			args = append(args, "-e", k+"="+v)
		}
		args = append(args, image, "sudokit", "course", "serve", "--state", "/data",
			"--listen", "127.0.0.1:"+strconv.Itoa(servicePort), "--hub-url", hub.base, "--jobs", "2")
		began := time.Now()
		podman(t, args...)
		t.Cleanup(func() {
			if t.Failed() {
				out, _ := exec.Command("podman", "logs", name).CombinedOutput()
				t.Logf("%s's log:\n%s", name, out)
			}
			exec.Command("podman", "rm", "-f", "-t", "5", name).Run()
		})
		// The home page answers once the sandbox is ready (the service
		// listens first; connections wait in its queue meanwhile).
		waitFor(t, ctx, "the course service in "+name, func() bool { code, _ := as(teacher, "GET", "", nil); return code == 200 })
		t.Logf("%s answered through the hub's proxy %s after its start", name, time.Since(began).Round(time.Millisecond))
		// The service says which sandbox it obtained: the full one.
		logs := podman(t, "logs", name)
		if !strings.Contains(logs, "unprivileged uid range of its own") || !strings.Contains(logs, "private read-only root") || !strings.Contains(logs, "per submission") {
			t.Fatalf("the grading sandbox in the container is not the full one:\n%s", logs)
		}
	}
	start(1)
	podman(t, "exec", name, "sudokit", "course", "create", "c1", "--title", "Smoke course", "--state", "/data")

	// The teacher adds an assignment from a folder (the command line of
	// "sudokit course add", run in the container as kubectl exec would):
	// "assignment check" runs it in the sandbox there first.
	hw := filepath.Join(t.TempDir(), "hw1")
	_, err := assignments.WriteScaffold(hw)
	must(t, err)
	reference := string(readFile(t, filepath.Join(hw, "singles.go")))
	podman(t, "cp", hw, name+":/tmp/hw1")
	began := time.Now()
	if out := podman(t, "exec", name, "sudokit", "course", "add", "c1", "/tmp/hw1", "--state", "/data", "--by", teacher); !strings.Contains(out, "version 1 added") {
		t.Fatalf("adding hw1: %s", out)
	}
	t.Logf("hw1 checked in the container's sandbox and added in %s", time.Since(began).Round(time.Millisecond))
	// The teacher releases it through the service's API with her token,
	// grading each submission on arrival.
	release := url.Values{"due": {time.Now().Add(24 * time.Hour).Format("2006-01-02T15:04")}, "autograde": {"on"}}
	if code, b := as(teacher, "POST", "c/c1/teach/a/hw1/release", release); code != 303 {
		t.Fatalf("releasing hw1: %d %s", code, b)
	}
	// A student may not.
	if code, _ := as(alice, "POST", "c/c1/teach/a/hw1/release", release); code != 403 {
		t.Errorf("a student releasing: %d, want 403", code)
	}

	// The students see it and submit: Alice the reference, Bob a wrong
	// count of empty cells.
	if code, b := as(alice, "GET", "api/c/c1/assignments", nil); code != 200 || !strings.Contains(string(b), `"id":"hw1"`) {
		t.Fatalf("Alice's assignments: %d %s", code, b)
	}
	wrong := strings.Replace(reference, "\treturn n\n", "\treturn n + 1\n", 1)
	if wrong == reference {
		t.Fatal("the scaffold's CountEmpty no longer ends with \"return n\": update the wrong submission")
	}
	receipts := map[string]courseReceipt{}
	for user, src := range map[string]string{alice: reference, bob: wrong} {
		body, _ := json.Marshal(map[string]any{"files": map[string]string{"singles.go": src}})
		code, b := hub.call("POST", svc+"api/c/c1/a/hw1/submit", tokens[user], "application/json", strings.NewReader(string(body)))
		var r courseReceipt
		if code != 201 || json.Unmarshal(b, &r) != nil || r.Hash == "" {
			t.Fatalf("%s's submission: %d %s", user, code, b)
		}
		receipts[user] = r
	}
	gradingBegan := time.Now()

	// Graded in the container, as each submission arrived.
	graded := func(user string) submissionRow {
		var rows []submissionRow
		waitFor(t, ctx, user+"'s grade", func() bool {
			code, b := as(teacher, "GET", "api/c/c1/a/hw1/submissions/"+user, nil)
			if code != 200 || json.Unmarshal(b, &rows) != nil || len(rows) != 1 {
				return false
			}
			if rows[0].Status == "failed" {
				t.Fatalf("%s's grade failed: %s", user, rows[0].Error)
			}
			return rows[0].Status == "done"
		})
		return rows[0]
	}
	a, b := graded(alice), graded(bob)
	t.Logf("both submissions graded in the container %s after the last receipt", time.Since(gradingBegan).Round(time.Millisecond))
	if a.Score == nil || *a.Score != 10 {
		t.Errorf("Alice's reference scored %v, want 10", a.Score)
	}
	if b.Score == nil || *b.Score >= 10 {
		t.Errorf("Bob's wrong count scored %v, want less than 10", b.Score)
	}
	if code, body := as(teacher, "POST", "c/c1/teach/a/hw1/return", url.Values{}); code != 303 {
		t.Fatalf("returning the feedback: %d %s", code, body)
	}

	// A new container from the same image on the same volume.
	stopped := time.Now()
	podman(t, "stop", "-t", "30", name)
	podman(t, "rm", name)
	start(2)
	t.Logf("stopped, removed and started again in %s", time.Since(stopped).Round(time.Millisecond))
	var list []struct {
		ID       string   `json:"id"`
		Attempts int      `json:"attempts"`
		Returned bool     `json:"returned"`
		Score    *float64 `json:"score"`
	}
	code, body := as(alice, "GET", "api/c/c1/assignments", nil)
	if code != 200 || json.Unmarshal(body, &list) != nil || len(list) != 1 {
		t.Fatalf("Alice's assignments after the restart: %d %s", code, body)
	}
	if l := list[0]; l.ID != "hw1" || l.Attempts != 1 || !l.Returned || l.Score == nil || *l.Score != 10 {
		t.Errorf("after the restart Alice sees %+v, want hw1 with 1 attempt, returned, 10 points", l)
	}
	for user, want := range map[string]submissionRow{alice: a, bob: b} {
		code, body := as(teacher, "GET", "api/c/c1/a/hw1/submissions/"+user, nil)
		var rows []submissionRow
		if code != 200 || json.Unmarshal(body, &rows) != nil || len(rows) != 1 {
			t.Fatalf("%s's submissions after the restart: %d %s", user, code, body)
		}
		got := rows[0]
		if got.Hash != receipts[user].Hash || got.ID != receipts[user].ID || got.Status != "done" || got.Score == nil || *got.Score != *want.Score {
			t.Errorf("after the restart %s's submission is %+v, want receipt %+v graded %v", user, got, receipts[user], *want.Score)
		}
	}
	if out := podman(t, "exec", name, "sudokit", "course", "gradebook", "c1", "--state", "/data"); !strings.Contains(out, alice) || !strings.Contains(out, bob) {
		t.Errorf("the gradebook after the restart lacks a student:\n%s", out)
	}
}

// courseReceipt is the course service's answer to a submission (its JSON).
type courseReceipt struct {
	ID   int64  `json:"id"`
	Hash string `json:"hash"`
}

// submissionRow is one submission as the service's API lists it.
type submissionRow struct {
	courseReceipt
	Status string   `json:"status"`
	Score  *float64 `json:"score"`
	Error  string   `json:"error"`
}

// podman runs podman with args and returns its output; a failure fails the
// test with it.
func podman(t *testing.T, args ...string) string {
	t.Helper()
	out, err := exec.Command("podman", args...).CombinedOutput()
	if err != nil {
		t.Fatalf("podman %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}
