package assignments

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
)

// A moduleFile is a file of the go command's download cache that goes into
// a Gradescope zip.
type moduleFile struct {
	name string // under the zip's modules/: a GOPROXY file tree
	path string // the file in the go command's module cache
}

// libraryModules lists the modules sudokit's sudoku and render packages
// import, as "path@version", and the files of the go command's module
// cache (its download cache: .info, .mod, .zip) that make a GOPROXY file
// tree of them, so a Gradescope image without network or module cache can
// fill its own (setup.sh). It needs the module cache of the machine making
// the zip, which built sudokit.
func libraryModules() (mods []string, files []moduleFile, err error) {
	dir, err := os.MkdirTemp("", "sudokit-lib-")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(dir)
	if err := writeLibrary(dir); err != nil {
		return nil, nil, err
	}
	out, err := goTool("", dir, "list", "-deps", "-f", "{{with .Module}}{{if not .Main}}{{.Path}}@{{.Version}}{{end}}{{end}}", "./sudoku/...", "./render")
	if err != nil {
		return nil, nil, fmt.Errorf("listing the modules sudoku and render import: %v\n%s", err, out)
	}
	seen := map[string]bool{}
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if l != "" && !seen[l] {
			seen[l] = true
			mods = append(mods, l)
		}
	}
	sort.Strings(mods)
	cacheOut, err := goTool("", dir, "env", "GOMODCACHE")
	if err != nil {
		return nil, nil, err
	}
	download := filepath.Join(strings.TrimSpace(string(cacheOut)), "cache", "download")
	for _, m := range mods {
		path, version, _ := strings.Cut(m, "@")
		rel := escapeModulePath(path) + "/@v/" + version
		for _, ext := range []string{".info", ".mod", ".zip"} {
			f := filepath.Join(download, filepath.FromSlash(rel+ext))
			if _, err := os.Stat(f); err != nil {
				return nil, nil, errors.Join(fmt.Errorf("module %s is not in this machine's module cache (%s)", m, download), err)
			}
			files = append(files, moduleFile{name: rel + ext, path: f})
		}
	}
	return mods, files, nil
}

// escapeModulePath writes a module path as the module cache and GOPROXY
// do: every upper-case letter as '!' and its lower case.
func escapeModulePath(path string) string {
	var b strings.Builder
	for _, r := range path {
		if unicode.IsUpper(r) {
			b.WriteByte('!')
			r = unicode.ToLower(r)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// importsLibrary reports whether an authored assignment's Go files import
// one of sudokit's packages.
func (a *Assignment) importsLibrary() bool {
	for _, src := range a.authored.sources {
		if strings.Contains(string(src), `"`+libraryModule+`/`) {
			return true
		}
	}
	return false
}
