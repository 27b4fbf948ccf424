package cellrt

import (
	"fmt"
	"os"
	"reflect"
	"strings"

	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// mimeText is the MIME type of a value's text form.
const mimeText = "text/plain"

// Encoder returns the form in which the kernel receives values it draws
// itself (see package sudokuval); it reports false for other values.
type Encoder func(v any) (wire.Value, bool)

// Result shows the values of a cell's trailing expression as the cell's
// execute_result, as text. The kernel uses it when no value can have a
// picture or another rich form, so that the program need not link package
// display and its image encoders; package show handles the other values.
func Result(vals ...any) {
	if f, ok := ResultFrame(nil, vals); ok {
		SendResult(f)
	}
}

// ResultEncoded is Result for values the kernel draws: a value encode
// accepts is sent to the kernel in that form, with its text, and the
// kernel shows its picture.
func ResultEncoded(encode Encoder) func(vals ...any) {
	return func(vals ...any) {
		if f, ok := ResultFrame(encode, vals); ok {
			SendResult(f)
		}
	}
}

// ResultFrame returns the execute_result frame for vals: a single value
// encode accepts (the others being nil) is carried for the kernel to draw,
// anything else is text. It reports false when there is nothing to show.
func ResultFrame(encode Encoder, vals []any) (wire.Frame, bool) {
	if len(vals) == 0 {
		return wire.Frame{}, false
	}
	if encode != nil {
		if v, ok := Single(vals); ok {
			if wv, ok := encode(v); ok {
				return wire.Frame{Kind: wire.KindResult, Data: map[string]any{mimeText: Text(v)}, Value: &wv}, true
			}
		}
	}
	parts := make([]string, len(vals))
	for i, v := range vals {
		parts[i] = Text(v)
	}
	return wire.Frame{Kind: wire.KindResult, Data: map[string]any{mimeText: strings.Join(parts, ", ")}}, true
}

// Single returns the only non-nil value of vals, if there is exactly one:
// "b, err" shows as b when err is nil.
func Single(vals []any) (any, bool) {
	var only any
	for _, v := range vals {
		if v == nil {
			continue
		}
		if only != nil {
			return nil, false
		}
		only = v
	}
	return only, only != nil
}

// SendResult sends a result frame to the kernel, or prints its text when
// the program runs on its own.
func SendResult(f wire.Frame) {
	if sent, err := wire.Send(f); !sent || err != nil {
		fmt.Fprintln(os.Stdout, f.Data[mimeText])
	}
}

// Text formats a value for text/plain: strings quoted, structs with their
// field names. Large values are summarised (see MaxItems) and any text is
// cut at MaxTextBytes.
func Text(v any) string {
	if v == nil {
		return "<nil>"
	}
	switch v.(type) {
	case fmt.Stringer, error:
		return Cut(fmt.Sprint(v))
	}
	rv := reflect.ValueOf(v)
	if s, ok := summary(rv); ok {
		return s
	}
	switch rv.Kind() {
	case reflect.String:
		return fmt.Sprintf("%q", v)
	case reflect.Struct:
		return Cut(fmt.Sprintf("%+v", v))
	case reflect.Pointer:
		if !rv.IsNil() && rv.Elem().Kind() == reflect.Struct {
			return Cut(fmt.Sprintf("&%+v", rv.Elem().Interface()))
		}
	}
	return Cut(fmt.Sprintf("%v", v))
}
