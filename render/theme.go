package render

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
)

// Theme is the set of colours a picture is drawn with. The built-in themes
// are light, dark, print and colorblind (see ThemeByName); any field can be
// overridden per call through Options.Colors, by its config name.
type Theme struct {
	Name string `mapstructure:"name"`

	Background Color `mapstructure:"background"` // page and empty cells
	Line       Color `mapstructure:"line"`       // thin lines between cells
	BoxLine    Color `mapstructure:"box_line"`   // thick lines on box borders and the outer frame
	Given      Color `mapstructure:"given"`      // values given by the puzzle
	Entered    Color `mapstructure:"entered"`    // values entered while solving
	Candidate  Color `mapstructure:"candidate"`  // pencil marks
	Highlight  Color `mapstructure:"highlight"`  // fill of highlighted and pattern cells
	House      Color `mapstructure:"house"`      // tint of highlighted houses
	Conflict   Color `mapstructure:"conflict"`   // values that break a rule (their cells get a pale tint)
	Pattern    Color `mapstructure:"pattern"`    // candidates forming a step's pattern
	Eliminate  Color `mapstructure:"eliminate"`  // candidates a step removes (struck through)
	Place      Color `mapstructure:"place"`      // values a step places
	Fin        Color `mapstructure:"fin"`        // fins of finned fish, pincers of wings
	Base       Color `mapstructure:"base"`       // tint of a step's base houses
	Cover      Color `mapstructure:"cover"`      // tint of a step's cover houses
	Link       Color `mapstructure:"link"`       // chain arrows (solid strong, dashed weak)
	Text       Color `mapstructure:"text"`       // title, caption and coordinates

	// The colour classes of colouring steps (Step.Colors), in order: a
	// cluster's two colours are Color1 and Color2, a second cluster's Color3
	// and Color4. Each pair differs in hue and in lightness, so it stays
	// apart for colour-blind readers and on a grey photocopy.
	Color1 Color `mapstructure:"color1"`
	Color2 Color `mapstructure:"color2"`
	Color3 Color `mapstructure:"color3"`
	Color4 Color `mapstructure:"color4"`
}

// String returns the theme's name and colours in field order:
// "light: background #ffffff, line #b4b9c0, …".
func (t Theme) String() string {
	var b strings.Builder
	b.WriteString(t.Name)
	colors := colorFields(&t)
	for k, f := range themeFieldNames() {
		sep := ", "
		if k == 0 {
			sep = ": "
		}
		fmt.Fprintf(&b, "%s%s %v", sep, f, *colors[f])
	}
	return b.String()
}

// Light is the default theme: dark ink on white, soft tints.
var Light = Theme{
	Name:       "light",
	Background: hex("#ffffff"),
	Line:       hex("#b4b9c0"),
	BoxLine:    hex("#22262b"),
	Given:      hex("#1b1f24"),
	Entered:    hex("#1a5fd0"),
	Candidate:  hex("#6b7079"),
	Highlight:  hex("#fff1a8"),
	House:      hex("#e6effc"),
	Conflict:   hex("#d21f1f"),
	Pattern:    hex("#1a66d9"),
	Eliminate:  hex("#d42a20"),
	Place:      hex("#13833a"),
	Fin:        hex("#9b3fd6"),
	Base:       hex("#dcebfb"),
	Cover:      hex("#fde6d4"),
	Link:       hex("#e07b00"),
	Text:       hex("#22262b"),
	Color1:     hex("#0072b2"),
	Color2:     hex("#e69f00"),
	Color3:     hex("#009e73"),
	Color4:     hex("#cc79a7"),
}

// Dark is light ink on a dark grey page, for dark notebooks and slides.
var Dark = Theme{
	Name:       "dark",
	Background: hex("#1d1f23"),
	Line:       hex("#484c54"),
	BoxLine:    hex("#c4c8cf"),
	Given:      hex("#eceef1"),
	Entered:    hex("#8ab4f8"),
	Candidate:  hex("#9aa0a8"),
	Highlight:  hex("#4d4520"),
	House:      hex("#23324a"),
	Conflict:   hex("#ff7b72"),
	Pattern:    hex("#79b0ff"),
	Eliminate:  hex("#ff7b72"),
	Place:      hex("#6fd38b"),
	Fin:        hex("#d2a8ff"),
	Base:       hex("#1f3651"),
	Cover:      hex("#4a2f22"),
	Link:       hex("#ffb454"),
	Text:       hex("#e6e8eb"),
	Color1:     hex("#56b4e9"),
	Color2:     hex("#e69f00"),
	Color3:     hex("#2fc59a"),
	Color4:     hex("#e693c3"),
}

// Print is black on white with grey tints, for paper and photocopies.
var Print = Theme{
	Name:       "print",
	Background: hex("#ffffff"),
	Line:       hex("#808080"),
	BoxLine:    hex("#000000"),
	Given:      hex("#000000"),
	Entered:    hex("#3c3c3c"),
	Candidate:  hex("#4d4d4d"),
	Highlight:  hex("#e0e0e0"),
	House:      hex("#f0f0f0"),
	Conflict:   hex("#000000"),
	Pattern:    hex("#000000"),
	Eliminate:  hex("#8c0000"),
	Place:      hex("#005a1e"),
	Fin:        hex("#505050"),
	Base:       hex("#ebebeb"),
	Cover:      hex("#d6d6d6"),
	Link:       hex("#000000"),
	Text:       hex("#000000"),
	Color1:     hex("#15397a"),
	Color2:     hex("#c77700"),
	Color3:     hex("#0b5e3a"),
	Color4:     hex("#c4579a"),
}

// ColorBlind uses the Okabe–Ito palette, whose colours stay distinct for
// people with the common forms of colour blindness.
var ColorBlind = Theme{
	Name:       "colorblind",
	Background: hex("#ffffff"),
	Line:       hex("#b3b3b3"),
	BoxLine:    hex("#000000"),
	Given:      hex("#000000"),
	Entered:    hex("#0072b2"), // blue
	Candidate:  hex("#5c5c5c"),
	Highlight:  hex("#f8f1a0"), // pale yellow (#f0e442)
	House:      hex("#dbeffa"), // pale sky blue (#56b4e9)
	Conflict:   hex("#d55e00"), // vermillion
	Pattern:    hex("#0072b2"), // blue
	Eliminate:  hex("#d55e00"), // vermillion
	Place:      hex("#009e73"), // bluish green
	Fin:        hex("#cc79a7"), // reddish purple
	Base:       hex("#d5ecf9"), // pale sky blue
	Cover:      hex("#fbe8c4"), // pale orange (#e69f00)
	Link:       hex("#e69f00"), // orange
	Text:       hex("#000000"),
	Color1:     hex("#0072b2"), // blue
	Color2:     hex("#e69f00"), // orange
	Color3:     hex("#009e73"), // bluish green
	Color4:     hex("#cc79a7"), // reddish purple
}

var themes = map[string]*Theme{
	"light": &Light, "dark": &Dark, "print": &Print, "colorblind": &ColorBlind,
}

// themeAliases are other spellings ThemeByName accepts.
var themeAliases = map[string]string{
	"": "light", "default": "light", "bw": "print", "colourblind": "colorblind",
	"color-blind": "colorblind", "okabe-ito": "colorblind", "okabeito": "colorblind",
}

// ThemeNames returns the names of the built-in themes, sorted.
func ThemeNames() []string {
	names := make([]string, 0, len(themes))
	for n := range themes {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// ThemeByName returns a copy of the built-in theme with the given name
// (case-insensitive; "" is light), or an *OptionError naming the field
// "theme".
func ThemeByName(name string) (Theme, error) {
	key := strings.ToLower(strings.TrimSpace(name))
	if alias, ok := themeAliases[key]; ok {
		key = alias
	}
	t, ok := themes[key]
	if !ok {
		return Theme{}, &OptionError{Field: "theme", Value: name,
			Reason: "unknown theme; choose one of " + strings.Join(ThemeNames(), ", ")}
	}
	return *t, nil
}

// Override returns the theme with the colours named in colors replaced.
// Keys are the fields' config names ("background", "box_line", …), values
// colours as ParseColor reads them. A bad key or colour gives an
// *OptionError naming "colors.<key>".
func (t Theme) Override(colors map[string]string) (Theme, error) {
	if len(colors) == 0 {
		return t, nil
	}
	fields := colorFields(&t)
	keys := make([]string, 0, len(colors))
	for k := range colors {
		keys = append(keys, k)
	}
	sort.Strings(keys) // report the same error every time
	for _, k := range keys {
		field, ok := fields[strings.ToLower(k)]
		if !ok {
			return t, &OptionError{Field: "colors." + k, Value: colors[k], Reason: "no such theme colour"}
		}
		c, err := ParseColor(colors[k])
		if err != nil {
			return t, &OptionError{Field: "colors." + k, Value: colors[k], Reason: err.(*ColorError).Reason}
		}
		*field = c
	}
	return t, nil
}

// themeFieldNames returns the config names of Theme's colour fields, in
// the order the fields are declared.
func themeFieldNames() []string {
	var names []string
	typ := reflect.TypeFor[Theme]()
	for i := 0; i < typ.NumField(); i++ {
		if f := typ.Field(i); f.Type == reflect.TypeFor[Color]() {
			names = append(names, f.Tag.Get("mapstructure"))
		}
	}
	return names
}

// colorFields maps the config names of t's colour fields to the fields.
func colorFields(t *Theme) map[string]*Color {
	out := map[string]*Color{}
	v := reflect.ValueOf(t).Elem()
	for i := 0; i < v.NumField(); i++ {
		f := v.Type().Field(i)
		if f.Type == reflect.TypeFor[Color]() {
			out[f.Tag.Get("mapstructure")] = v.Field(i).Addr().Interface().(*Color)
		}
	}
	return out
}

// colorClass returns the colour of colour class k (0-based) of a colouring
// step; classes past the fourth reuse the four colours.
func (t *Theme) colorClass(k int) Color {
	return [...]Color{t.Color1, t.Color2, t.Color3, t.Color4}[k%4]
}

// IsDark reports whether the theme's background is dark.
func (t Theme) IsDark() bool { return luminance(t.Background) < 0.5 }
