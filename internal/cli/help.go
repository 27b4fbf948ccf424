package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"github.com/sudokit/sudokit/assignments"
	"github.com/sudokit/sudokit/sudoku/lang"
	"golang.org/x/text/message"
)

// tr returns the English text s, or the text of the message ID s, in the
// current language: the catalog's translation of the key s, or else the
// English text. The catalog
// reads its entries as formats, so help texts hold no '%' (TestHelpTranslated
// checks); without an entry a '%' of s is printed as it is.
func tr(s string) string {
	if s == "" {
		return s
	}
	fallback := s
	if en, ok := lang.Text(lang.English, s); ok { // s is an ID ("help.solve")
		fallback = en
	}
	return lang.Current().Sprintf(message.Key(s, strings.ReplaceAll(fallback, "%", "%%")))
}

// localHelp makes cobra's help and usage speak the current language: the
// help function chooses the language as a command would (help runs before
// any command's PersistentPreRunE), translates every command's
// descriptions and flag usages through the catalog, and prints the usage
// with translated headings.
func (app *App) localHelp(root *cobra.Command, configFile *string) {
	help := root.HelpFunc()
	translated := false
	root.SetHelpFunc(func(cmd *cobra.Command, args []string) {
		if !translated {
			translated = true
			if loadConfig(app.Config, *configFile) == nil {
				_ = app.chooseLanguage()
			}
			translateTree(cmd.Root())
		}
		help(cmd, args)
	})
	root.SetUsageFunc(func(cmd *cobra.Command) error {
		if !translated {
			translated = true
			translateTree(cmd.Root())
		}
		return writeUsage(cmd.OutOrStderr(), cmd)
	})
}

// A command's Annotations may hold a last line of its long description
// that the program fills in: longTail is its message key (a format with
// one %s), longTailArg names the function in tailArgs that gives the
// argument. The argument is worked out only when help is shown: every
// command is built at every start, and the kernel's start is measured in
// milliseconds (listing the built-in assignments reads their specs).
const (
	longTail    = "sudokit:long-tail"
	longTailArg = "sudokit:long-tail-arg"
)

// tailArgs are the arguments of the longTail lines, by name.
var tailArgs = map[string]func() string{
	"builtin-assignments": func() string { return strings.Join(assignments.IDs(), ", ") },
}

// longHelpID is the catalog ID of cmd's long description: "help." and its
// path below the root, "help.hub.setup". The long descriptions are
// paragraphs of text, kept in locales/en.json under these IDs rather than
// in the commands' definitions (where they would be the key of every
// translation too); cobra's own help and completion commands get theirs
// the same way, so that what they say is ours, in every language.
func longHelpID(cmd *cobra.Command) string {
	path := strings.Fields(cmd.CommandPath())[1:]
	return "help." + strings.Join(path, ".")
}

// translateTree translates the descriptions and flag usages of cmd and
// every command under it, cobra's own help and completion commands too.
func translateTree(cmd *cobra.Command) {
	cmd.InitDefaultHelpFlag()
	cmd.Short = tr(cmd.Short)
	if id := longHelpID(cmd); lang.Has(lang.English, id) {
		cmd.Long = tr(id)
	} else {
		cmd.Long = tr(cmd.Long)
	}
	if tail, ok := cmd.Annotations[longTail]; ok { // a line the program fills in
		cmd.Long += "\n\n" + msg(tail, tailArgs[cmd.Annotations[longTailArg]]())
	}
	translate := func(f *pflag.Flag) {
		if f.Name == "help" {
			f.Usage = lang.Current().Sprintf("help for %s", cmd.Name())
			return
		}
		f.Usage = tr(f.Usage)
	}
	cmd.LocalNonPersistentFlags().VisitAll(translate)
	cmd.PersistentFlags().VisitAll(translate)
	for _, sub := range cmd.Commands() {
		translateTree(sub)
	}
}

// writeUsage writes cobra's usage text (its default template) with the
// headings in the current language.
func writeUsage(w io.Writer, c *cobra.Command) error {
	p := lang.Current()
	var b strings.Builder
	b.WriteString(tr("Usage:"))
	if c.Runnable() {
		use := c.UseLine()
		if rest, ok := strings.CutSuffix(use, " [flags]"); ok {
			use = rest + " " + tr("[flags]")
		}
		fmt.Fprintf(&b, "\n  %s", use)
	}
	if c.HasAvailableSubCommands() {
		fmt.Fprintf(&b, "\n  %s %s", c.CommandPath(), tr("[command]"))
	}
	if len(c.Aliases) > 0 {
		fmt.Fprintf(&b, "\n\n%s\n  %s", tr("Aliases:"), c.NameAndAliases())
	}
	if c.HasExample() {
		fmt.Fprintf(&b, "\n\n%s\n%s", tr("Examples:"), c.Example)
	}
	if c.HasAvailableSubCommands() {
		fmt.Fprintf(&b, "\n\n%s", tr("Available Commands:"))
		for _, sub := range c.Commands() {
			if sub.IsAvailableCommand() || sub.Name() == "help" {
				fmt.Fprintf(&b, "\n  %-*s %s", sub.NamePadding(), sub.Name(), sub.Short)
			}
		}
	}
	if c.HasAvailableLocalFlags() {
		fmt.Fprintf(&b, "\n\n%s\n%s", tr("Flags:"), flagUsages(c.LocalFlags()))
	}
	if c.HasAvailableInheritedFlags() {
		fmt.Fprintf(&b, "\n\n%s\n%s", tr("Global Flags:"), flagUsages(c.InheritedFlags()))
	}
	if c.HasAvailableSubCommands() {
		b.WriteString("\n\n")
		b.WriteString(p.Sprintf("Use \"%s [command] --help\" for more information about a command.", c.CommandPath()))
		b.WriteString("\n")
	} else {
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// flagUsages lists flags as pflag does, with its "(default …)" in the
// current language.
func flagUsages(fs *pflag.FlagSet) string {
	s := strings.TrimRight(fs.FlagUsages(), " \n")
	return strings.ReplaceAll(s, " (default ", " "+tr("(default ")) // pflag's own words
}
