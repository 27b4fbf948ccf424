package engine

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/msgextract"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// TestCatalogComplete fails on any English message of the kernel's catalog
// (and its imports') that a supported language does not translate.
func TestCatalogComplete(t *testing.T) {
	msgextract.CatalogComplete(t)
}

// TestKernelMessagesInEveryLanguage: every message of the kernel's
// locales (the calls name them by constant, which the extractor does not
// read) is translated in every supported language, and formats its
// arguments there without a missing verb.
func TestKernelMessagesInEveryLanguage(t *testing.T) {
	defer lang.UseTag(lang.English)
	args := map[string][]any{
		msgChannelDropped: {"jobs"}, msgModEditFlagsOnly: {"/tmp/go.mod"}, msgNotFound: {"x"},
		msgShellStatus: {"false", 1}, msgNoTests: nil, msgTestsDoNotBuild: nil, msgUnknownCommand: {"%frob"},
		msgUndefinedChannel: {3}, msgClosureDropped: {"send", "ch"}, msgImportTwice: {"rand", "math/rand", "crypto/rand"}, msgTypeGone: {"p", "P"}, msgUndefinedDropped: {3, 3}, msgGoroutinesLeft: {3},
		msgNotSudokitTree: {"/tmp/x", modulePath}, msgOtherSudokitTree: {"/tmp/x", EnvSourceRoot},
	}
	// Install's and the memory limit's lines too: then every message of
	// locales/en.json is here.
	args["installed kernelspec %q in %s"] = []any{"sudokit", "/usr/local/share/jupyter"}
	args["warmed the Go build cache in %s"] = []any{"2s"}
	args["%[1]s: cells run: %[2]d, failed: %[3]d, in %[4]s"] = []any{"10-technique-handbook.ipynb", 59, 0, "3.2s"}
	args["built the programs of the notebooks in %[1]s in %[3]s; kernels find them in %[2]s"] = []any{"/opt/sudokit-hub/notebooks", "/opt/sudokit-hub/programs", "1m2s"}
	args["the cell was killed for using more memory than a cell may use; variables keep their values from before the cell"] = nil
	args["the cell was killed for using more memory than the %[1]d MiB a cell may use; variables keep their values from before the cell"] = []any{512}
	b, err := locales.ReadFile("locales/en.json")
	if err != nil {
		t.Fatal(err)
	}
	var en map[string]string
	if err := json.Unmarshal(b, &en); err != nil {
		t.Fatal(err)
	}
	for key := range en {
		if _, ok := args[key]; !ok {
			t.Errorf("no arguments for %q in this test", key)
		}
	}
	english := map[string]string{}
	lang.UseTag(lang.English)
	for key, a := range args {
		english[key] = lang.Sprintf(key, a...)
	}
	for _, tag := range lang.Supported() {
		lang.UseTag(tag)
		for key, a := range args {
			got := lang.Sprintf(key, a...)
			if !lang.Has(tag, key) || tag != lang.English && got == english[key] {
				t.Errorf("%s: %q is not translated", tag, key)
			}
			if strings.Contains(got, "%!") {
				t.Errorf("%s: %q formats as %q", tag, key, got)
			}
		}
	}
}
