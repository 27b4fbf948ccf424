package lang

import (
	_ "embed"
	"fmt"
	"os"
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// The supported languages.
var (
	English           = language.English
	Dutch             = language.Dutch
	NorwegianBokmal   = language.MustParse("nb")
	Czech             = language.Czech
	SimplifiedChinese = language.SimplifiedChinese
	supported         = readLanguages(languagesTxt)
	matcher           = language.NewMatcher(supported)
	builder           = catalog.NewBuilder(catalog.Fallback(English))
	current           = atomic.Pointer[speaker]{}
	keysMu            sync.Mutex
	keys              = map[language.Tag]map[string]bool{}
)

// languagesTxt lists the supported languages, one tag a line, English
// first; the catalog files of each package are named by these tags.
//
//go:embed languages.txt
var languagesTxt string

// readLanguages reads languages.txt: a tag a line, # starts a comment.
func readLanguages(s string) []language.Tag {
	var tags []language.Tag
	for line := range strings.SplitSeq(s, "\n") {
		line, _, _ = strings.Cut(line, "#")
		if line = strings.TrimSpace(line); line != "" {
			tags = append(tags, language.MustParse(line))
		}
	}
	if len(tags) == 0 || tags[0] != English {
		panic("lang: languages.txt must list English first")
	}
	return tags
}

// supportedTag returns the supported language whose tag is s exactly.
func supportedTag(s string) (language.Tag, bool) {
	for _, t := range supported {
		if t.String() == s {
			return t, true
		}
	}
	return language.Und, false
}

// Supported returns the supported languages, English first.
func Supported() []language.Tag { return append([]language.Tag(nil), supported...) }

// An UnsupportedError reports a language that none of the supported ones
// matches.
type UnsupportedError struct {
	Lang string // what was asked for
}

func (e *UnsupportedError) Error() string {
	names := make([]string, len(supported))
	for i, t := range supported {
		names[i] = t.String()
	}
	want := strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
	return fmt.Sprintf("lang: %q is not a supported language (want %s)", e.Lang, want)
}

// Parse returns the supported language that best matches s: a BCP 47 tag
// ("nl", "nb-NO", "zh-CN", "zh-Hans") or a POSIX locale ("nl_BE.UTF-8",
// "cs_CZ@euro"). Norwegian without a script ("no", "nn") is taken as
// Bokmål, and Chinese of the mainland or Singapore as Simplified Chinese. It
// returns an *UnsupportedError when no supported language matches.
func Parse(s string) (language.Tag, error) {
	t, ok := match(s)
	if !ok {
		return English, &UnsupportedError{Lang: s}
	}
	return t, nil
}

// match is Parse reporting success as a bool.
func match(s string) (language.Tag, bool) {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, ".@"); i >= 0 {
		s = s[:i] // "nl_BE.UTF-8" → "nl_BE"
	}
	s = strings.ReplaceAll(s, "_", "-")
	if s == "" || s == "C" || s == "POSIX" {
		return English, false
	}
	asked, err := language.Parse(s)
	if err != nil {
		return English, false
	}
	if base, _ := asked.Base(); base.String() == "no" || base.String() == "nn" {
		return NorwegianBokmal, true
	}
	_, idx, conf := matcher.Match(asked)
	if conf == language.No {
		return English, false
	}
	return supported[idx], true
}

// FromEnv returns the language the environment asks for: the first of
// LC_ALL, LC_MESSAGES and LANG that is set and names a supported language
// (a LANGUAGE-style list "nl:en" is read left to right), else English.
func FromEnv() language.Tag {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := os.Getenv(name)
		if v == "" {
			continue
		}
		for part := range strings.SplitSeq(v, ":") {
			if t, ok := match(part); ok {
				return t
			}
		}
		// POSIX: the first variable that is set decides, even when it
		// names an unsupported language ("C" means English).
		return English
	}
	return English
}

// Printer returns a printer that formats messages in language t.
func Printer(t language.Tag) *message.Printer {
	keysMu.Lock()
	defer keysMu.Unlock()
	compileFor(t)
	return message.NewPrinter(t, message.Catalog(builder))
}

// Use makes the language s (as Parse reads it) current for the process. It
// returns an *UnsupportedError, leaving the current language as it was, when
// s names no supported language.
func Use(s string) error {
	t, err := Parse(s)
	if err != nil {
		return err
	}
	UseTag(t)
	return nil
}

// speaker is the current language with its printer, made when first
// needed (choosing a language does not compile the catalog).
type speaker struct {
	tag  language.Tag
	once sync.Once
	p    *message.Printer
}

func (s *speaker) printer() *message.Printer {
	s.once.Do(func() { s.p = Printer(s.tag) })
	return s.p
}

// UseTag makes t, one of Supported, the current language.
func UseTag(t language.Tag) { current.Store(&speaker{tag: t}) }

// now returns the current speaker: at first the language of SUDOKIT_LANG
// (see Initial).
func now() *speaker {
	if s := current.Load(); s != nil {
		return s
	}
	t := Initial()
	current.CompareAndSwap(nil, &speaker{tag: t})
	return current.Load()
}

// Initial returns the language a program starts in: the one SUDOKIT_LANG
// names, else English. A kernelspec that sets SUDOKIT_LANG in its env thus
// makes every notebook of a class speak that language. (The library does not
// follow LANG or LC_ALL on its own, so a program's output does not change
// with the machine's locale; the sudokit command does, see FromEnv.)
func Initial() language.Tag {
	if t, ok := match(os.Getenv("SUDOKIT_LANG")); ok {
		return t
	}
	return English
}

// Current returns the printer of the current language: the Initial one
// until Use or UseTag says otherwise.
func Current() *message.Printer { return now().printer() }

// CurrentTag returns the current language.
func CurrentTag() language.Tag { return now().tag }

// register adds the messages of one language of one package: msgs
// returns them, each key with its translation, a string or a
// catalog.Message with plural forms (see Load), or the error of a broken
// file.
//
// Packages load their files from their init functions, and parsing and
// compiling every message of every language would slow the start of every
// program that links them (a kernel answering its first request, a notebook
// cell's program), so a language's messages are read and compiled when
// something first asks for that language (its printer, Has, Text, Texts;
// Missing and Orphans ask for all); after that, register compiles that
// language's new messages at once.
func register(t language.Tag, msgs func() (map[string]any, error)) {
	keysMu.Lock()
	defer keysMu.Unlock()
	pending[t] = append(pending[t], msgs)
	if ready[t] {
		compile(t)
	}
}

var (
	// pending holds, per language, the registrations not compiled yet, in
	// the order they were made (a later message replaces an earlier one of
	// the same key). Guarded by keysMu.
	pending = map[language.Tag][]func() (map[string]any, error){}
	// ready holds the languages compiled once: register compiles their
	// new messages at once. Guarded by keysMu.
	ready = map[language.Tag]bool{}
)

// compileFor compiles the languages a printer of t looks messages up in:
// t and the tags it falls back to (nl-BE: nl), the supported ones of them.
func compileFor(t language.Tag) {
	for ; ; t = t.Parent() {
		compile(t)
		if t == language.Und {
			return
		}
	}
}

// compileAll compiles every language anything registered.
func compileAll() {
	for t := range pending {
		compile(t)
	}
	for _, t := range supported {
		ready[t] = true
	}
}

// compile adds the pending messages of language t to the catalog; keysMu
// is held. A broken file registered by MustLoad panics, as MustLoad does.
func compile(t language.Tag) {
	ready[t] = true
	for len(pending[t]) > 0 {
		load := pending[t][0]
		pending[t] = pending[t][1:]
		msgs, err := load()
		if err != nil {
			panic("lang: " + err.Error())
		}
		add(t, msgs)
	}
	delete(pending, t)
}

// add adds the messages of one file of language t to the catalog; keysMu
// is held.
func add(t language.Tag, msgs map[string]any) {
	if keys[t] == nil {
		keys[t] = map[string]bool{}
	}
	for k, m := range msgs {
		var err error
		switch m := m.(type) {
		case string:
			if t == English && strings.Contains(m, "${") {
				// The catalog would read "${…}" (a shell's, say) as
				// one of its variables and has no escape for it: the
				// printer falls back to the key, or to the text a
				// caller takes from Text (message.Key's fallback).
				break
			}
			err = builder.SetString(t, k, m)
		case catalog.Message:
			err = builder.Set(t, k, m)
		default:
			panic(fmt.Sprintf("lang: message %q of %s is a %T", k, t, m))
		}
		if err != nil {
			panic(fmt.Sprintf("lang: message %q of %s: %v", k, t, err))
		}
		keys[t][k] = true
		remember(t, k, m)
	}
}

// Missing returns, for each supported language, the English messages it has
// no translation for; an empty map means the catalog is complete.
func Missing() map[language.Tag][]string {
	keysMu.Lock()
	defer keysMu.Unlock()
	compileAll()
	out := map[language.Tag][]string{}
	for k := range keys[English] {
		for _, t := range supported[1:] {
			if !keys[t][k] {
				out[t] = append(out[t], k)
			}
		}
	}
	return out
}

// Orphans returns, for each supported language, the messages it has that
// English has not: a translation left behind when the English key changed,
// which nothing prints any more. An empty map means there are none.
func Orphans() map[language.Tag][]string {
	keysMu.Lock()
	defer keysMu.Unlock()
	compileAll()
	out := map[language.Tag][]string{}
	for _, t := range supported[1:] {
		for k := range keys[t] {
			if !keys[English][k] {
				out[t] = append(out[t], k)
			}
		}
	}
	return out
}
