package course

import (
	"embed"
	"fmt"
	"html/template"
	"sort"
	"strconv"
	"sync"
	"time"
)

//go:embed templates/*.html
var templateFS embed.FS

// pages are parsed once, when the service first shows a page (not at the
// start of every sudokit command); each request clones them with its own
// language and CSRF token. html/template escapes every value a page shows.
var pages = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("").Funcs(funcs(nil)).ParseFS(templateFS, "templates/*.html"))
})

func funcs(q *req) template.FuncMap {
	return template.FuncMap{
		"T": func(key string, args ...any) string {
			if q == nil {
				return key
			}
			return q.T(key, args...)
		},
		"csrf": func() string {
			if q == nil || q.sess == nil {
				return ""
			}
			return q.sess.csrf
		},
		"prefix": func() string {
			if q == nil {
				return "/"
			}
			return q.prefix
		},
		"user": func() string {
			if q == nil || q.sess == nil {
				return ""
			}
			return q.sess.user.Name
		},
		"flash": func() string {
			if q == nil {
				return ""
			}
			return q.r.URL.Query().Get("msg")
		},
		"when": func(t time.Time) string {
			if t.IsZero() {
				return "—"
			}
			return t.Local().Format("2006-01-02 15:04")
		},
		"whenSec":   func(t time.Time) string { return t.Local().Format("2006-01-02 15:04:05") },
		"inputTime": inputTime,
		"inputPct":  func(f float64) string { return strconv.FormatFloat(f*100, 'g', 10, 64) },
		"dur":       roundDur,
		"pct":       func(f float64) string { return fmt.Sprintf("%g%%", f*100) },
		"short":     func(h string) string { return h[:min(16, len(h))] },
		"isTeacher": func(r Role) bool { return r == TeacherRole },
		"sub":       func(a, b float64) float64 { return a - b },
		"trunc": func(s string, n int) string {
			if r := []rune(s); len(r) > n {
				return string(r[:n]) + "…"
			}
			return s
		},
	}
}

func (s *Server) render(q *req, name string, data map[string]any) error {
	q.prefix = s.Prefix
	t, err := pages().Clone()
	if err != nil {
		return err
	}
	t.Funcs(funcs(q))
	if q.w.Header().Get("Content-Type") == "" {
		q.w.Header().Set("Content-Type", "text/html; charset=utf-8")
	}
	if data == nil {
		data = map[string]any{}
	}
	data["Lang"] = q.tag.String()
	return t.ExecuteTemplate(q.w, name+".html", data)
}

// inputTime is a time as a datetime-local field holds it (its seconds
// only when it has some), "" for none: a form shows what is set, so that
// sending it back unchanged changes nothing.
func inputTime(t time.Time) string {
	switch {
	case t.IsZero():
		return ""
	case t.Second() != 0:
		return t.Local().Format("2006-01-02T15:04:05")
	}
	return t.Local().Format("2006-01-02T15:04")
}

func roundDur(d time.Duration) string {
	switch {
	case d >= 48*time.Hour:
		return fmt.Sprintf("%dd%dh", int(d.Hours())/24, int(d.Hours())%24)
	case d >= time.Hour:
		return d.Round(time.Minute).String()
	}
	return d.Round(time.Second).String()
}

func sortStrings(ss []string) { sort.Strings(ss) }
