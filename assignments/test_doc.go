package assignments

import (
	"encoding/json"
	"io/fs"
	"path"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// docCatalogs are the folders of an assignment whose <tag>.json translate
// its tests' descriptions: the catalogs of its tests' messages (package
// sudoku/lang/testmsg), the hidden one for hidden and after-due tests.
var docCatalogs = []string{"testdata/locales", "testdata/hidden/locales"}

// localDoc returns a test's description in the current language: its
// translation in the assignment's catalogs, keyed by the English
// description, else the description as the teacher wrote it.
func (a *Assignment) localDoc(doc string) string {
	tag := lang.CurrentTag()
	if doc == "" || tag == lang.English || a.fsys == nil {
		return doc
	}
	for _, dir := range docCatalogs {
		b, err := fs.ReadFile(a.fsys, path.Join(dir, tag.String()+".json"))
		if err != nil {
			continue
		}
		var msgs map[string]any
		if json.Unmarshal(b, &msgs) != nil {
			continue
		}
		if text, ok := msgs[doc].(string); ok && text != "" {
			return text
		}
	}
	return doc
}
