package cli

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
)

// Picture formats the render command writes, named by their extension
// without the dot.
var (
	boardFormats = []string{"png", "svg", "pdf"}        // --out
	stepsFormats = []string{"gif", "pdf", "png", "svg"} // --steps
	sheetFormats = []string{"pdf", "png"}               // --sheet
)

// pictureFormat returns the format to write path in for the flag named
// flag: override when set (--format), otherwise the file's extension. A
// format outside supported is an error naming the supported ones — a
// picture is never written in a format its name does not say.
func pictureFormat(flag, path, override string, supported []string) (string, error) {
	names := make([]string, len(supported))
	for i, f := range supported {
		names[i] = "." + f
	}
	list := strings.Join(names, ", ")
	if override != "" {
		f := strings.ToLower(strings.TrimPrefix(override, "."))
		if !slices.Contains(supported, f) {
			return "", fmt.Errorf("render: --format %q is not supported for --%s; supported formats: %s", override, flag, strings.Join(supported, ", "))
		}
		return f, nil
	}
	ext := filepath.Ext(path)
	f := strings.ToLower(strings.TrimPrefix(ext, "."))
	if !slices.Contains(supported, f) {
		what := fmt.Sprintf("extension %q", ext)
		if ext == "" {
			what = "no extension"
		}
		hint := ""
		if flag == "out" {
			hint = " (or choose one with --format)"
		}
		return "", fmt.Errorf("render: --%s %s: %s is not a supported format; supported formats: %s%s", flag, path, what, list, hint)
	}
	return f, nil
}
