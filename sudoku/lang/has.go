package lang

import "golang.org/x/text/language"

// Has reports whether the message key (its English text) was registered for
// language t: a test that lists the messages its code prints checks with Has
// that every language translates each of them.
func Has(t language.Tag, key string) bool {
	keysMu.Lock()
	defer keysMu.Unlock()
	compile(t)
	return keys[t][key]
}
