package lang

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message/catalog"
)

// The catalog files. Every package that prints messages owns a folder
// locales with one file per language, named by its tag (en.json, nl.json,
// nb.json, cs.json, zh-Hans.json), embedded in the package and loaded from
// its init with MustLoad:
//
//	//go:embed locales
//	var locales embed.FS
//
//	func init() { lang.MustLoad(locales) }
//
// A file is one JSON object from message key to message. A short message is
// keyed by its English text, the format the code passes to the printer
// ("Puzzle %d"); a long one (a command's help) by a stable ID
// ("help.solve.long") whose text en.json holds. A message is a string, or
// a number's plural forms as plural.Selectf takes them: the argument (from
// 1) and the cases, each a selector ("=1", "one", "few", "other") followed
// by its text:
//
//	"Solved in %d steps": {"arg": 1, "cases": ["=1", "Solved in 1 step", "other", "Solved in %d steps"]}
//
// A file names its language by its name alone, so adding a language is
// adding its tag to languages.txt and a file to each locales folder.

// A FileError reports a catalog file that cannot be read: a JSON syntax
// error, a key given twice, a message of the wrong shape or a language no
// file of languages.txt names.
type FileError struct {
	File         string // the file, as the package's file system names it
	Line, Column int    // where, from 1; 0 when the error is the file's
	Key          string // the message at fault, if any
	Err          error
}

func (e *FileError) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d:%d", e.Line, e.Column)
	}
	if e.Key != "" {
		fmt.Fprintf(&b, ": message %q", e.Key)
	}
	fmt.Fprintf(&b, ": %v", e.Err)
	return b.String()
}

func (e *FileError) Unwrap() error { return e.Err }

// A pluralMessage is a message with plural forms as a file writes it.
type pluralMessage struct {
	Arg   int      `json:"arg"`
	Cases []string `json:"cases"`
}

// Load adds the messages of every file locales/TAG.json of fsys to the
// catalog (see the file format above). It reads every file at once and
// returns a *FileError for the first file that is not a catalog file of a
// supported language, adding nothing then.
func Load(fsys fs.FS) error {
	files, err := catalogFiles(fsys)
	if err != nil {
		return err
	}
	parsed := make([]map[string]any, len(files))
	for i, f := range files {
		if parsed[i], err = f.read(fsys); err != nil {
			return err
		}
	}
	for i, f := range files {
		msgs := parsed[i]
		register(f.tag, func() (map[string]any, error) { return msgs, nil })
	}
	return nil
}

// MustLoad is Load for a package's embedded files, from its init: a broken
// file is a bug of the build, and MustLoad panics on it. It checks at once
// that every file names a supported language, and reads a file when its
// language is first asked for (a printer of it, Has, Text, Texts, Missing),
// so that a program parses only the languages it speaks; a file that does
// not parse panics then. Every package's test of its files (lang.Gaps,
// msgextract.LocalesComplete) reads them all.
func MustLoad(fsys fs.FS) {
	files, err := catalogFiles(fsys)
	if err != nil {
		panic("lang: " + err.Error())
	}
	for _, f := range files {
		register(f.tag, func() (map[string]any, error) { return f.read(fsys) })
	}
}

// A catalogFile is one file locales/TAG.json of a package.
type catalogFile struct {
	name string
	tag  language.Tag
}

// catalogFiles lists the catalog files of fsys, each of a supported
// language.
func catalogFiles(fsys fs.FS) ([]catalogFile, error) {
	names, err := fs.Glob(fsys, "locales/*.json")
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, &FileError{File: "locales", Err: errors.New("no catalog files (locales/TAG.json)")}
	}
	files := make([]catalogFile, len(names))
	for i, name := range names {
		tag, ok := supportedTag(strings.TrimSuffix(path.Base(name), ".json"))
		if !ok {
			return nil, &FileError{File: name, Err: errors.New("not a language of languages.txt")}
		}
		files[i] = catalogFile{name, tag}
	}
	return files, nil
}

// read reads and parses the file from fsys.
func (f catalogFile) read(fsys fs.FS) (map[string]any, error) {
	b, err := fs.ReadFile(fsys, f.name)
	if err != nil {
		return nil, &FileError{File: f.name, Err: err}
	}
	return parseFile(f.name, b)
}

// parseFile reads one catalog file: a JSON object of messages.
func parseFile(name string, b []byte) (map[string]any, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	fail := func(key string, err error) error {
		var se *json.SyntaxError
		off := dec.InputOffset()
		if errors.As(err, &se) {
			off = se.Offset
		}
		line, col := position(b, off)
		return &FileError{File: name, Line: line, Column: col, Key: key, Err: err}
	}
	if tok, err := dec.Token(); err != nil {
		return nil, fail("", err)
	} else if tok != json.Delim('{') {
		return nil, fail("", errors.New("a catalog file is one JSON object"))
	}
	msgs := map[string]any{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, fail("", err)
		}
		key := tok.(string) // an object's keys are strings
		if _, dup := msgs[key]; dup {
			return nil, fail(key, errors.New("given twice"))
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, fail(key, err)
		}
		m, err := parseMessage(raw)
		if err != nil {
			return nil, fail(key, err)
		}
		msgs[key] = m
	}
	if _, err := dec.Token(); err != nil {
		return nil, fail("", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fail("", errors.New("text after the catalog's object"))
	}
	return msgs, nil
}

// parseMessage reads one message: a string or a pluralMessage.
func parseMessage(raw json.RawMessage) (any, error) {
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		return s, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var p pluralMessage
	if err := dec.Decode(&p); err != nil {
		return nil, errors.New(`a message is a string or {"arg": N, "cases": [selector, text, …]}`)
	}
	if p.Arg < 1 || len(p.Cases) < 2 || len(p.Cases)%2 != 0 {
		return nil, errors.New(`plural forms need "arg" (from 1) and pairs of selector and text in "cases"`)
	}
	if p.Cases[len(p.Cases)-2] != "other" {
		return nil, errors.New(`the last plural case must be "other"`)
	}
	cases := make([]any, len(p.Cases))
	for i, c := range p.Cases {
		cases[i] = c
	}
	var m catalog.Message = plural.Selectf(p.Arg, "%d", cases...)
	return pluralText{m, p}, nil
}

// pluralText is a plural message with the forms it was made of, which
// Texts shows.
type pluralText struct {
	catalog.Message
	p pluralMessage
}

// position returns the line and column, from 1, of byte offset off of b.
func position(b []byte, off int64) (line, col int) {
	if off > int64(len(b)) {
		off = int64(len(b))
	}
	before := b[:off]
	line = 1 + bytes.Count(before, []byte("\n"))
	col = 1 + len(before) - (bytes.LastIndexByte(before, '\n') + 1)
	return line, col
}
