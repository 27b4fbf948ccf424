package engine

import (
	"go/scanner"
	"go/token"
	"strings"

	"github.com/sudokit/sudokit/internal/nbcell"
)

// continuing lists tokens after which a line cannot end a statement.
var continuing = map[token.Token]bool{
	token.ADD: true, token.SUB: true, token.MUL: true, token.QUO: true, token.REM: true,
	token.AND: true, token.OR: true, token.XOR: true, token.SHL: true, token.SHR: true, token.AND_NOT: true,
	token.LAND: true, token.LOR: true, token.ARROW: true, token.EQL: true, token.NEQ: true,
	token.LSS: true, token.GTR: true, token.LEQ: true, token.GEQ: true, token.ASSIGN: true, token.DEFINE: true,
	token.COMMA: true, token.PERIOD: true, token.COLON: true,
	token.ADD_ASSIGN: true, token.SUB_ASSIGN: true, token.MUL_ASSIGN: true, token.QUO_ASSIGN: true,
}

// IsComplete tells a console whether code can run as is ("complete"),
// needs more lines ("incomplete", with the indent for the next line) or
// cannot be fixed by adding lines ("invalid").
func (e *Engine) IsComplete(code string) (status, indent string) { return isComplete(code) }

// isComplete tells a console whether code can run as is ("complete"),
// needs more lines ("incomplete", with the indent for the next line) or
// cannot be fixed by adding lines ("invalid").
func isComplete(code string) (status, indent string) {
	if strings.TrimSpace(code) == "" {
		return "complete", ""
	}
	// Command, shell and question lines are not Go: a quote or bracket
	// in "!echo 'hi" leaves nothing open.
	code, _ = nbcell.Split(code)
	fset := token.NewFileSet()
	f := fset.AddFile("cell", -1, len(code))
	var s scanner.Scanner
	unterminated := false
	s.Init(f, []byte(code), func(_ token.Position, msg string) {
		if strings.Contains(msg, "not terminated") {
			unterminated = true
		}
	}, 0)
	depth := 0
	last := token.ILLEGAL
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		switch tok {
		case token.LPAREN, token.LBRACE, token.LBRACK:
			depth++
		case token.RPAREN, token.RBRACE, token.RBRACK:
			depth--
		}
		if tok == token.SEMICOLON && lit == "\n" {
			continue
		}
		last = tok
	}
	switch {
	case unterminated:
		return "incomplete", ""
	case depth > 0:
		return "incomplete", strings.Repeat("\t", depth)
	case depth < 0:
		return "invalid", ""
	case continuing[last]:
		return "incomplete", "\t"
	}
	if _, err := parseCell(0, code); err != nil {
		return "invalid", ""
	}
	return "complete", ""
}
