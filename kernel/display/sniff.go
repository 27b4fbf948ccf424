package display

import (
	"bytes"
	"unicode/utf8"
)

// signatures are the leading bytes of the binary formats Any recognizes.
var signatures = []struct {
	prefix string
	mime   string
}{
	{"\x89PNG\r\n\x1a\n", MIMETypePNG},
	{"\xff\xd8\xff", MIMETypeJPEG},
	{"GIF87a", "image/gif"},
	{"GIF89a", "image/gif"},
	{"%PDF-", MIMETypePDF},
}

// sniff guesses the MIME type of b from its first bytes: the image and PDF
// signatures above, SVG and HTML documents, else text/plain for UTF-8
// text and application/octet-stream for anything else.
func sniff(b []byte) string {
	for _, s := range signatures {
		if bytes.HasPrefix(b, []byte(s.prefix)) {
			return s.mime
		}
	}
	head := bytes.ToLower(bytes.TrimSpace(b[:min(len(b), 512)]))
	switch {
	case bytes.HasPrefix(head, []byte("<svg")) || bytes.HasPrefix(head, []byte("<?xml")) && bytes.Contains(head, []byte("<svg")):
		return MIMETypeSVG
	case bytes.HasPrefix(head, []byte("<!doctype html")) || bytes.HasPrefix(head, []byte("<html")):
		return MIMETypeHTML
	case utf8.Valid(b):
		return MIMETypeText
	}
	return "application/octet-stream"
}
