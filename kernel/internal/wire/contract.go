package wire

// Contract fingerprints what the kernel's generated cell programs expect
// of the sudokit tree they are compiled against (SUDOKIT_ROOT): the
// exported API of the packages they call — kernel/cellrt and its show,
// sudokuval, humanval and sudokustate, kernel/display, kernel/widgets, this
// package — and render.Inline. It is compiled into the kernel binary and
// read from the tree's copy of this file when the engine starts; the
// engine refuses a tree whose Contract differs from its own, so a kernel
// never generates calls its tree does not have. The engine's
// TestContractFingerprint fails when that API changes and this value does
// not (it prints the new value).
const Contract = "30a3eaa7011eff5f"
