package trace

import (
	"embed"

	"github.com/sudokit/sudokit/sudoku/lang"
	"golang.org/x/text/message"
)

// locales holds the names of the step solver's techniques and of their
// families, the words a Step carries in English (Step.Technique,
// Step.Family), in every language: one JSON file a language
// (locales/en.json, locales/nl.json, …), loaded into package lang's
// catalog. They live here rather than with the solver so that a program
// drawing or printing steps it did not find (render, a stored trace) names
// them in the reader's language without linking the solver.
//
//go:embed locales
var locales embed.FS

func init() { lang.MustLoad(locales) }

// LocalName returns a technique's or a family's name ("Naked Pair",
// "Subsets", as in Step.Technique and Step.Family) in the current language:
// "Naakt paar" in Dutch, "显性数对" in Chinese. Names stay English in Step
// and JSON, where they identify the technique; a name the catalog lacks
// comes back unchanged.
func LocalName(name string) string { return lang.Current().Sprintf(message.Key(name, name)) }
