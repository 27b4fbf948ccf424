package engine

// Messages about cells and commands, keyed by their English text; their
// translations are in locales/*.json (see locales.go). Each cell runs as
// its own program (see README, "Functions, plots and channels across
// cells"): what lives only in a running program — a channel, a goroutine —
// ends with its cell, and these say so with the way to write such a lesson.
const (
	msgChannelDropped   = "variable %s is not kept for later cells: it holds a channel, and each cell runs as its own program, whose goroutines end with it. Make the channels, start the goroutines and use them in one cell; the functions the goroutines run can be declared in earlier cells.\n"
	msgModEditFlagsOnly = "%%go mod edit takes flags only (-require=path@version, -droprequire=path, -replace=old=new, …): %s names a file; it edits the notebook's module"
	msgNotFound         = "Object `%s` not found."
	msgShellStatus      = "!%s: exit status %d\n"
	msgNoTests          = "%%test: the notebook declares no Test, Example, Benchmark or Fuzz function\n"
	msgTestsDoNotBuild  = "the notebook's tests do not build"
	msgUnknownCommand   = "unknown command %s (known: %%go get <module>[@version], %%go mod, %%go mod edit <flags>, %%test [go test flags], %%reset, !<shell command>)"
	msgImportTwice      = "%[1]s redeclared in this cell: %[2]q and %[3]q are both %[1]s; name one of them (import other%[1]s %[3]q)"
	msgTypeGone         = "variable %s is dropped: its type uses %s, which this cell redefined as something other than a type\n"
	msgClosureDropped   = "variable %s is not kept for later cells: its function uses %s, which is not kept\n"
	msgUndefinedChannel = " (In [%d] defined it, but a channel is not kept for later cells: make the channels, start the goroutines and use them in one cell)"
	msgUndefinedDropped = " (In [%d] defined it, but its value could not be kept for later cells: see the notice of In [%d])"
	msgGoroutinesLeft   = "goroutines started by this cell and still running when it ended: %d. They stopped with the cell, because each cell runs as its own program: start goroutines in the cell that uses their channels and wait for them there (sync.WaitGroup, or receive every result).\n"
	// The sudokit tree cells compile against (sourcetree.go).
	msgNotSudokitTree   = "%[1]s is not a sudokit source tree (its go.mod does not declare module %[2]s): cells compile against the sudokit packages there"
	msgOtherSudokitTree = "the sudokit tree %[1]s is from another version than this kernel: the programs it makes for cells call packages of that tree as this version knows them. Run \"sudokit kernel install\" with the sudokit of that tree, or set %[2]s to the tree of this sudokit"
)
