package display

// Renderer is implemented by values that describe their complete display
// bundle, metadata included.
type Renderer = interface {
	Render() Data
}

// SimpleRenderer is implemented by values that describe their
// representations as a MIMEMap.
type SimpleRenderer = interface {
	SimpleRender() MIMEMap
}

// HTMLer is implemented by values that display as HTML.
type HTMLer = interface {
	HTML() string
}

// JavaScripter is implemented by values that display as JavaScript.
type JavaScripter = interface {
	JavaScript() string
}

// JPEGer is implemented by values that display as a JPEG image.
type JPEGer = interface {
	JPEG() []byte
}

// JSONer is implemented by values that display as a JSON document.
type JSONer = interface {
	JSON() map[string]any
}

// Latexer is implemented by values that display as LaTeX.
type Latexer = interface {
	Latex() string
}

// Markdowner is implemented by values that display as Markdown.
type Markdowner = interface {
	Markdown() string
}

// PNGer is implemented by values that display as a PNG image.
type PNGer = interface {
	PNG() []byte
}

// PDFer is implemented by values that display as a PDF document.
type PDFer = interface {
	PDF() []byte
}

// SVGer is implemented by values that display as an SVG image.
type SVGer = interface {
	SVG() string
}
