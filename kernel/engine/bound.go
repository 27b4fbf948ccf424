package engine

import (
	"encoding/json"
	"fmt"

	"github.com/sudokit/sudokit/kernel/cellrt"
)

// Results and displays are bounded before they reach the front end: a
// bundle of tens of megabytes freezes the browser tab and bloats the saved
// notebook. Cell programs already summarise large values in their text
// form (cellrt.Text); the kernel bounds every MIME type of every bundle,
// whatever produced it.
const (
	// maxPlainBytes bounds a bundle's text/plain; longer text is cut.
	maxPlainBytes = cellrt.MaxTextBytes
	// maxRichBytes bounds each other MIME type of a bundle; a larger
	// form is dropped with a note in text/plain.
	maxRichBytes = 4 << 20
)

// boundBundle cuts a bundle's text/plain and drops its other forms that
// are larger than maxRichBytes, saying so in text/plain.
func boundBundle(data map[string]any) {
	var notes string
	for mime, v := range data {
		if mime == "text/plain" {
			continue
		}
		if n := encodedSize(v); n > maxRichBytes {
			delete(data, mime)
			notes += fmt.Sprintf("\n[sudokit: the %s form (%s) was dropped: larger than %s]", mime, byteSize(n), byteSize(maxRichBytes))
		}
	}
	text, _ := data["text/plain"].(string)
	if len(text) > maxPlainBytes {
		text = cellrt.Cut(text)
	}
	switch {
	case notes != "" && text == "":
		data["text/plain"] = notes[1:]
	case notes != "" || text != "":
		data["text/plain"] = text + notes
	}
}

// encodedSize is the size of a bundle entry in a message.
func encodedSize(v any) int {
	if s, ok := v.(string); ok {
		return len(s)
	}
	b, err := json.Marshal(v)
	if err != nil {
		return 0
	}
	return len(b)
}

// byteSize writes n bytes for people: "12.3 MB".
func byteSize(n int) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}
