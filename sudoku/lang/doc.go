// Package lang chooses the language sudokit speaks and holds its message
// catalog, built on golang.org/x/text: a language.Matcher picks one of the
// supported languages (English, Dutch, Norwegian Bokmål, Czech and
// Simplified Chinese) from what a user asked for, and a message.Printer
// formats each sentence from the catalog entries of that language, with
// plural forms where a number decides the words.
//
// Messages are keyed by their English text, the way gotext keys them: the
// English entry of a message is its key, so English output needs no
// translation and a message missing from a language falls back to English.
// The packages that own the messages (sudoku/human for steps and hints, the
// CLI for its own lines) register their translations with Register; Missing
// lists every English message some language lacks.
//
// One language is current for the whole process (Use, Current); a notebook
// switches it with one call and a class sets SUDOKIT_LANG in its kernelspec.
package lang
