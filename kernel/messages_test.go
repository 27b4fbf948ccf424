package kernel

import (
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

// TestKernelMessagesInEveryLanguage: every message of the kernel's tables
// (the calls name them by constant, which the extractor does not read) is
// translated in every supported language, and formats
// its arguments there without a missing or extra verb.
func TestKernelMessagesInEveryLanguage(t *testing.T) {
	defer lang.UseTag(lang.English)
	args := map[string][]any{
		msgChannelDropped: {"jobs"}, msgModEditFlagsOnly: {"/tmp/go.mod"}, msgNotFound: {"x"},
		msgShellStatus: {"false", 1}, msgNoTests: nil, msgTestsDoNotBuild: nil, msgUnknownCommand: {"%frob"},
		msgUndefinedChannel: {3}, msgClosureDropped: {"send", "ch"}, msgImportTwice: {"rand", "math/rand", "crypto/rand"}, msgTypeGone: {"p", "P"}, msgUndefinedDropped: {3, 3}, msgGoroutinesLeft: {3},
	}
	for _, table := range []map[string][4]string{cellMessages, commandMessages} {
		for key := range table {
			if _, ok := args[key]; !ok {
				t.Errorf("no arguments for %q in this test", key)
			}
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
