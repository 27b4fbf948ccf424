package display

// MIME types understood by Jupyter front ends.
const (
	MIMETypeHTML       = "text/html"
	MIMETypeJavaScript = "application/javascript"
	MIMETypeJPEG       = "image/jpeg"
	MIMETypeJSON       = "application/json"
	MIMETypeLatex      = "text/latex"
	MIMETypeMarkdown   = "text/markdown"
	MIMETypePNG        = "image/png"
	MIMETypePDF        = "application/pdf"
	MIMETypeSVG        = "image/svg+xml"
	MIMETypeText       = "text/plain"
)

// MIMEMap maps a MIME type to its representation: a string, a []byte
// (sent base64-encoded, as Jupyter expects for binary types) or any value
// that encodes as JSON.
type MIMEMap = map[string]any

// Data is a display bundle: the representations of one value, their
// metadata (for example an image's width and height) and transient fields
// such as "display_id".
type Data = struct {
	Data      MIMEMap
	Metadata  MIMEMap
	Transient MIMEMap
}
