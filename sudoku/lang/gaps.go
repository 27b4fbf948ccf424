package lang

import (
	"errors"
	"io/fs"
	"slices"

	"golang.org/x/text/language"
)

// Gaps checks one package's catalog files (the fsys MustLoad takes) without
// loading them: for every supported language other than English, missing
// lists the keys of en.json its file lacks (all of them when it has no
// file), and orphaned the keys it has that en.json does not — a
// translation left behind when the English changed. Both are sorted and
// have no entry for a language without gaps. It returns a *FileError for a
// file that cannot be read.
func Gaps(fsys fs.FS) (missing, orphaned map[language.Tag][]string, err error) {
	read := func(t language.Tag) (map[string]any, error) {
		name := "locales/" + t.String() + ".json"
		b, err := fs.ReadFile(fsys, name)
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		if err != nil {
			return nil, &FileError{File: name, Err: err}
		}
		return parseFile(name, b)
	}
	en, err := read(English)
	if err != nil {
		return nil, nil, err
	}
	if en == nil {
		return nil, nil, &FileError{File: "locales/en.json", Err: fs.ErrNotExist}
	}
	missing, orphaned = map[language.Tag][]string{}, map[language.Tag][]string{}
	for _, t := range supported[1:] {
		msgs, err := read(t)
		if err != nil {
			return nil, nil, err
		}
		for k := range en {
			if _, ok := msgs[k]; !ok {
				missing[t] = append(missing[t], k)
			}
		}
		for k := range msgs {
			if _, ok := en[k]; !ok {
				orphaned[t] = append(orphaned[t], k)
			}
		}
		slices.Sort(missing[t])
		slices.Sort(orphaned[t])
	}
	return missing, orphaned, nil
}

// Keys returns the keys of the English catalog file of fsys (the fsys
// MustLoad takes), sorted: for a package that hands a set of its messages
// to something else, as the game hands the board's words to its page.
func Keys(fsys fs.FS) ([]string, error) {
	const name = "locales/en.json"
	b, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, &FileError{File: name, Err: err}
	}
	msgs, err := parseFile(name, b)
	if err != nil {
		return nil, err
	}
	keys := make([]string, 0, len(msgs))
	for k := range msgs {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys, nil
}
