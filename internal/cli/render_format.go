package cli

import (
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
			return "", errorf("render: --format %[1]q is not supported for --%[2]s; supported formats: %[3]s", override, flag, strings.Join(supported, ", "))
		}
		return f, nil
	}
	ext := filepath.Ext(path)
	f := strings.ToLower(strings.TrimPrefix(ext, "."))
	if !slices.Contains(supported, f) {
		what := msg("extension %q", ext)
		if ext == "" {
			what = tr("no extension")
		}
		hint := ""
		if flag == "out" {
			hint = tr(" (or choose one with --format)")
		}
		return "", errorf("render: --%[1]s %[2]s: %[3]s is not a supported format; supported formats: %[4]s%[5]s", flag, path, what, list, hint)
	}
	return f, nil
}
