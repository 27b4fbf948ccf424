package lang

import (
	"fmt"
	"maps"

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
	case catalog.Message:
		// A plural's cases are not exported; fmt shows them all.
		texts[t][k] = fmt.Sprintf("%v", m)
	}
}

// Texts returns every message registered for language t, keyed by its
// English text: the translation, or for a message with plural forms the
// text of all its forms together (with some punctuation of its own). It is
// for tools and tests that need every word of a language at once — which
// characters a picture of Chinese text needs glyphs for.
func Texts(t language.Tag) map[string]string {
	keysMu.Lock()
	defer keysMu.Unlock()
	compile()
	return maps.Clone(texts[t])
}
