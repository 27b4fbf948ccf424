package lang

import (
	"fmt"
	"maps"
	"strings"

	"golang.org/x/text/language"
	"golang.org/x/text/message/catalog"
)

// texts holds, per language, the text of every registered message (guarded
// by keysMu).
var texts = map[language.Tag]map[string]string{}

// remember records the text of message k of language t; keysMu is held.
func remember(t language.Tag, k string, m any) {
	if texts[t] == nil {
		texts[t] = map[string]string{}
	}
	switch m := m.(type) {
	case string:
		texts[t][k] = m
	case pluralText:
		// The texts of every plural form, a line each.
		var forms []string
		for i := 1; i < len(m.p.Cases); i += 2 {
			forms = append(forms, m.p.Cases[i])
		}
		texts[t][k] = strings.Join(forms, "\n")
	case catalog.Message:
		texts[t][k] = fmt.Sprintf("%v", m)
	}
}

// Texts returns every message registered for language t, keyed by its
// key: the translation, or for a message with plural forms the texts of
// all its forms, a line each. It is
// for tools and tests that need every word of a language at once — which
// characters a picture of Chinese text needs glyphs for.
func Texts(t language.Tag) map[string]string {
	keysMu.Lock()
	defer keysMu.Unlock()
	compile(t)
	return maps.Clone(texts[t])
}

// Text returns the text of message key in language t as its catalog file
// has it (the forms of a plural message a line each), and whether t has
// it: the English text of a message keyed by an ID, for a printer's
// fallback (message.Key) where the catalog cannot hold it.
func Text(t language.Tag, key string) (string, bool) {
	keysMu.Lock()
	defer keysMu.Unlock()
	compile(t)
	s, ok := texts[t][key]
	return s, ok
}
