package render

import (
	"io"

	"github.com/signintech/gopdf"
)

// WriteSheetPDF writes the print sheet (see Sheet) as a PDF of A4 pages,
// each page one embedded picture at opts.DPI (default 150; use 300 for
// sharp print). Pictures keep the layout pixel-for-pixel identical to the
// PNG pages and need no font handling in the PDF.
//
// The PDF is made with github.com/signintech/gopdf, a maintained pure-Go
// library (github.com/go-pdf/fpdf, the gofpdf fork, has been archived).
func WriteSheetPDF(w io.Writer, items []SheetItem, opts SheetOptions) error {
	pages, err := Sheet(items, opts)
	if err != nil {
		return err
	}
	pdf := &gopdf.GoPdf{}
	size := *gopdf.PageSizeA4
	pdf.Start(gopdf.Config{PageSize: size, Unit: gopdf.UnitPT})
	pdf.SetInfo(gopdf.PdfInfo{Title: opts.Heading, Creator: "sudokit"})
	for _, page := range pages {
		pdf.AddPage()
		if err := pdf.ImageFrom(page, 0, 0, &gopdf.Rect{W: size.W, H: size.H}); err != nil {
			return err
		}
	}
	_, err = pdf.WriteTo(w)
	return err
}
