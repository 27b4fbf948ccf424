// Package lang chooses the language sudokit speaks and holds its message
// catalog, built on golang.org/x/text: a language.Matcher picks one of the
// supported languages (English, Dutch, Norwegian Bokmål, Czech and
// Simplified Chinese) from what a user asked for, and a message.Printer
// formats each sentence from the catalog entries of that language, with
// plural forms where a number decides the words.
//
// The catalog is data: every package that owns messages (sudoku/human for
// steps and hints, the CLI for its own lines, …) embeds a folder locales
// with one JSON file per language (en.json, nl.json, nb.json, cs.json,
// zh-Hans.json) and loads it with MustLoad; see Load for the format. A
// file is parsed when its language is first asked for, so a program's
// start parses none and a program that speaks English parses English alone. Short
// messages are keyed by their English text, the way gotext keys them, so a
// message missing from a language falls back to English; long ones (help
// paragraphs) by stable IDs that en.json spells out. Plural forms are
// plural.Selectf cases. Missing lists every message of en.json some
// language lacks, and a test of each package fails on it; languages.txt
// lists the languages, so adding one is adding files.
//
// One language is current for the whole process (Use, Current); a notebook
// switches it with one call and a class sets SUDOKIT_LANG in its kernelspec.
package lang
