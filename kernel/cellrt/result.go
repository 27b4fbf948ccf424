package cellrt

import (
	"fmt"
	"image"
	"os"
	"reflect"
	"strings"

	"github.com/sudokit/sudokit/kernel/display"
	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// Inliner draws values that have a picture of their own, such as sudoku
// boards; it reports false for other values.
type Inliner func(v any) (image.Image, bool)

// Result shows the values of a cell's trailing expression as the cell's
// execute_result.
func Result(vals ...any) {
	show(nil, vals)
}

// ResultWith is Result with inline drawing: values for which inline
// returns a picture are shown as that picture.
func ResultWith(inline Inliner) func(vals ...any) {
	return func(vals ...any) { show(inline, vals) }
}

func show(inline Inliner, vals []any) {
	d, ok := bundle(inline, vals)
	if !ok {
		return
	}
	f := wire.Frame{Kind: wire.KindResult, Data: d.Data, Metadata: d.Metadata}
	if sent, err := wire.Send(f); !sent || err != nil {
		fmt.Fprintln(os.Stdout, d.Data[display.MIMETypeText])
	}
}

// bundle renders vals: a single rich value (an image, a display bundle, a
// value implementing a display interface or one inline draws) as itself,
// anything else as text. It reports false when there is nothing to show.
func bundle(inline Inliner, vals []any) (display.Data, bool) {
	if len(vals) == 0 {
		return display.Data{}, false
	}
	var (
		rich    any
		richImg image.Image
		nils    int
	)
	for _, v := range vals {
		if v == nil {
			nils++
			continue
		}
		if inline != nil {
			if img, ok := inline(v); ok {
				rich, richImg = v, img
				continue
			}
		}
		if display.Renderable(v) {
			rich, richImg = v, nil
		}
	}
	if rich != nil && nils == len(vals)-1 {
		if richImg != nil {
			d := display.Image(richImg)
			d.Data[display.MIMETypeText] = text(rich)
			return d, true
		}
		return display.Auto(rich), true
	}
	parts := make([]string, len(vals))
	for i, v := range vals {
		parts[i] = text(v)
	}
	return display.MakeData(display.MIMETypeText, strings.Join(parts, ", ")), true
}

// text formats a value for text/plain: strings quoted, structs with their
// field names.
func text(v any) string {
	if v == nil {
		return "<nil>"
	}
	switch v.(type) {
	case fmt.Stringer, error:
		return fmt.Sprint(v)
	}
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.String:
		return fmt.Sprintf("%q", v)
	case reflect.Struct:
		return fmt.Sprintf("%+v", v)
	case reflect.Pointer:
		if !rv.IsNil() && rv.Elem().Kind() == reflect.Struct {
			return fmt.Sprintf("&%+v", rv.Elem().Interface())
		}
	}
	return fmt.Sprintf("%v", v)
}
