package hub

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"os/user"
	"regexp"
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// Student is one line of a class list.
type Student struct {
	// Username is the login name (a new system user).
	Username string
	// Password is the initial password; empty: AddStudents makes one up.
	Password string
	// Line is the line of the class list the student was read from.
	Line int
}

// ClassListError is a class list problem, naming the file and line.
type ClassListError struct {
	File string
	Line int
	Err  error
}

func (e *ClassListError) Error() string {
	if e.Line == 0 {
		return lang.Sprintf("%[1]s: %[2]v", e.File, e.Err)
	}
	return lang.Sprintf("%[1]s: line %[2]d: %[3]v", e.File, e.Line, e.Err)
}

func (e *ClassListError) Unwrap() error { return e.Err }

// ErrBadUsername is wrapped by the error for a name that is not a valid
// login name.
var ErrBadUsername = errors.New("invalid username")

var usernameRE = regexp.MustCompile(`^[a-z][a-z0-9_-]{0,31}$`)

func checkUsername(name string) error {
	if !usernameRE.MatchString(name) {
		return lang.Errorf("%[1]w %[2]q: use 1 to 32 lowercase letters, digits, '-' or '_', starting with a letter", ErrBadUsername, name)
	}
	return nil
}

// ParseClassList reads a class list: CSV lines "username" or
// "username,password", an optional header line starting with "username",
// blank lines and lines starting with '#' ignored. Every problem is a
// *ClassListError naming file (used in messages) and line.
func ParseClassList(r io.Reader, file string) ([]Student, error) {
	cr := csv.NewReader(r)
	cr.Comment = '#'
	cr.FieldsPerRecord = -1
	cr.TrimLeadingSpace = true
	seen := map[string]int{}
	var out []Student
	for first := true; ; first = false {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				return nil, &ClassListError{File: file, Line: pe.Line, Err: pe.Err}
			}
			return nil, &ClassListError{File: file, Err: err}
		}
		line, _ := cr.FieldPos(0)
		for i := range rec {
			rec[i] = strings.TrimSpace(rec[i])
		}
		if first && strings.EqualFold(rec[0], "username") {
			continue
		}
		if len(rec) > 2 {
			return nil, &ClassListError{File: file, Line: line, Err: lang.Errorf("%d fields; want username or username,password", len(rec))}
		}
		s := Student{Username: rec[0], Line: line}
		if len(rec) == 2 {
			s.Password = rec[1]
		}
		if err := checkUsername(s.Username); err != nil {
			return nil, &ClassListError{File: file, Line: line, Err: err}
		}
		if strings.ContainsAny(s.Password, ":\n") {
			return nil, &ClassListError{File: file, Line: line, Err: lang.Errorf("the password of %q contains ':' or a line break", s.Username)}
		}
		if prev, dup := seen[s.Username]; dup {
			return nil, &ClassListError{File: file, Line: line, Err: lang.Errorf("username %[1]q is already on line %[2]d", s.Username, prev)}
		}
		seen[s.Username] = line
		out = append(out, s)
	}
	if len(out) == 0 {
		return nil, &ClassListError{File: file, Err: lang.Errorf("no students in the class list")}
	}
	return out, nil
}

// Added reports what AddStudents did for one student.
type Added struct {
	Student
	// Created is false for a user who already existed (left as it was).
	Created bool
	// Generated is true when Password was made up by AddStudents.
	Generated bool
}

// NoLoginShell is the shell of the accounts AddStudents creates: students
// log in to the hub (PAM checks the password, not the shell), never to a
// shell on the machine, where they would work outside their cgroup.
const NoLoginShell = "/usr/sbin/nologin"

// AddStudents creates a system user (with a home directory, in the given
// group if any, without a login shell) for every student who does not exist yet, and sets the
// password from the list or a generated one. Existing users keep their
// password and home and are only added to the group; a class list naming a system account (uid below 1000) is refused
// before anything is created.
func AddStudents(ctx context.Context, students []Student, group string, file string) ([]Added, error) {
	for _, s := range students {
		if u, err := user.Lookup(s.Username); err == nil {
			if uid, _ := strconv.Atoi(u.Uid); uid < 1000 {
				return nil, &ClassListError{File: file, Line: s.Line, Err: lang.Errorf("%[1]q is a system account (uid %[2]d), not a student", s.Username, uid)}
			}
		}
	}
	var out []Added
	var pw bytes.Buffer
	for _, s := range students {
		a := Added{Student: s}
		if _, err := user.Lookup(s.Username); err == nil {
			if group != "" {
				if err := run(ctx, nil, "usermod", "--append", "--groups", group, s.Username); err != nil {
					return out, lang.Errorf("adding %[1]s (line %[2]d) to %[3]s: %[4]w", s.Username, s.Line, group, err)
				}
			}
			out = append(out, a)
			continue
		}
		args := []string{"--create-home", "--shell", NoLoginShell}
		if group != "" {
			args = append(args, "--groups", group)
		}
		if err := run(ctx, nil, "useradd", append(args, s.Username)...); err != nil {
			return out, lang.Errorf("creating %[1]s (line %[2]d): %[3]w", s.Username, s.Line, err)
		}
		a.Created = true
		if a.Password == "" {
			a.Password = newPassword()
			a.Generated = true
		}
		fmt.Fprintf(&pw, "%s:%s\n", s.Username, a.Password)
		out = append(out, a)
	}
	if pw.Len() > 0 {
		if err := run(ctx, &pw, "chpasswd"); err != nil {
			return out, lang.Errorf("setting passwords: %w", err)
		}
	}
	return out, nil
}

// newPassword makes a password of 12 letters and digits that are hard to
// confuse when read aloud or from paper (no 0/O, 1/l/I).
func newPassword() string {
	const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	b := make([]byte, 12)
	_, _ = rand.Read(b) // never fails (it crashes the program instead)
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return string(b)
}

func run(ctx context.Context, stdin io.Reader, name string, args ...string) error {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Stdin = stdin
	out, err := cmd.CombinedOutput()
	if err != nil {
		if msg := strings.TrimSpace(string(out)); msg != "" {
			return fmt.Errorf("%s: %s", name, msg)
		}
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}
