package render

import (
	"fmt"
	"image/color"
	"strings"
)

// Color is an opaque or translucent sRGB colour. It reads and writes itself
// as "#rrggbb" or "#rrggbbaa" text, so a Theme can be filled from a config
// file (with a text-unmarshalling decode hook) or a command-line flag.
type Color color.NRGBA

// RGBA makes Color a color.Color.
func (c Color) RGBA() (r, g, b, a uint32) { return color.NRGBA(c).RGBA() }

// String returns the colour as "#rrggbb", or "#rrggbbaa" when translucent.
func (c Color) String() string {
	if c.A == 0xff {
		return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
	}
	return fmt.Sprintf("#%02x%02x%02x%02x", c.R, c.G, c.B, c.A)
}

// MarshalText writes the colour as String does.
func (c Color) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a colour as ParseColor does.
func (c *Color) UnmarshalText(text []byte) error {
	p, err := ParseColor(string(text))
	if err != nil {
		return err
	}
	*c = p
	return nil
}

// ParseColor reads a colour written as "#rgb", "#rrggbb" or "#rrggbbaa" (the
// '#' may be left out). It returns a *ColorError for anything else.
func ParseColor(text string) (Color, error) {
	s := strings.TrimPrefix(strings.TrimSpace(text), "#")
	var digits [8]uint8
	if len(s) != 3 && len(s) != 6 && len(s) != 8 {
		return Color{}, &ColorError{Text: text, Reason: "want #rgb, #rrggbb or #rrggbbaa"}
	}
	for i := 0; i < len(s); i++ {
		d, ok := hexDigit(s[i])
		if !ok {
			return Color{}, &ColorError{Text: text, Reason: fmt.Sprintf("%q at position %d is not a hex digit", s[i], i+1)}
		}
		digits[i] = d
	}
	switch len(s) {
	case 3:
		return Color{digits[0] * 17, digits[1] * 17, digits[2] * 17, 0xff}, nil
	case 6:
		return Color{digits[0]<<4 | digits[1], digits[2]<<4 | digits[3], digits[4]<<4 | digits[5], 0xff}, nil
	}
	return Color{digits[0]<<4 | digits[1], digits[2]<<4 | digits[3], digits[4]<<4 | digits[5], digits[6]<<4 | digits[7]}, nil
}

// hex returns the colour written as "#rrggbb"; it panics on bad input and
// is meant for the built-in themes only.
func hex(text string) Color {
	c, err := ParseColor(text)
	if err != nil {
		panic(err)
	}
	return c
}

func hexDigit(ch byte) (uint8, bool) {
	switch {
	case ch >= '0' && ch <= '9':
		return ch - '0', true
	case ch >= 'a' && ch <= 'f':
		return ch - 'a' + 10, true
	case ch >= 'A' && ch <= 'F':
		return ch - 'A' + 10, true
	}
	return 0, false
}

// mix returns the colour a fraction t of the way from c to d (t = 0 is c,
// t = 1 is d), alpha included.
func mix(c, d Color, t float64) Color {
	lerp := func(a, b uint8) uint8 { return uint8(float64(a) + (float64(b)-float64(a))*t + 0.5) }
	return Color{lerp(c.R, d.R), lerp(c.G, d.G), lerp(c.B, d.B), lerp(c.A, d.A)}
}

// withAlpha returns c with its alpha multiplied by a (0–1).
func withAlpha(c Color, a float64) Color {
	c.A = uint8(float64(c.A)*a + 0.5)
	return c
}

// luminance is the colour's relative brightness, 0 (black) to 1 (white), a
// quick sRGB approximation good enough to tell dark themes from light ones.
func luminance(c Color) float64 {
	return (0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)) / 255
}
