package display

import (
	"strings"
	"testing"
)

func TestLongDataGetsAShortTextFallback(t *testing.T) {
	short := HTML("<b>hi</b>")
	if short.Data[MIMETypeText] != "<b>hi</b>" {
		t.Errorf("short HTML fallback %q", short.Data[MIMETypeText])
	}
	page := "<img src=\"data:image/gif;base64," + strings.Repeat("A", 50000) + "\">"
	long := HTML(page)
	if long.Data[MIMETypeHTML] != page {
		t.Fatal("HTML lost")
	}
	if text := long.Data[MIMETypeText].(string); text != "<text/html, 50034 bytes>" {
		t.Errorf("long HTML fallback %q", text)
	}
}
