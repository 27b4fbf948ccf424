package trust

import (
	"testing"

	"github.com/sudokit/sudokit/internal/msgextract"
)

// TestCatalogComplete: every reason is in every language.
func TestCatalogComplete(t *testing.T) {
	msgextract.CatalogComplete(t)
}
