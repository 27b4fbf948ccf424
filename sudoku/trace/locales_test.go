package trace

import (
	"testing"

	"github.com/sudokit/sudokit/internal/msgextract"
)

// The catalog files of technique and family names are complete (see
// msgextract.LocalesComplete).
func TestLocalesComplete(t *testing.T) {
	msgextract.LocalesComplete(t, locales, "Naked Pair")
}
