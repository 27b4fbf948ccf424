package human

import (
	"testing"

	"github.com/sudokit/sudokit/internal/msgextract"
)

// The solver's catalog files are complete (see msgextract.LocalesComplete).
func TestLocalesComplete(t *testing.T) {
	msgextract.LocalesComplete(t, locales, "Hidden single in %[1]s: %[2]c can go only in %[3]s, so place it there.")
}
