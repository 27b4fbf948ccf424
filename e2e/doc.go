// Package e2e holds end-to-end tests that need outside programs: a real
// browser (Debian's /usr/bin/chromium) and Jupyter's nbconvert
// (/usr/bin/jupyter). The tests skip, saying why, when those are absent or
// with -short.
//
// play_test.go exports a notebook whose outputs are game.Play boards to
// HTML, opens it in headless Chromium through the DevTools protocol
// (github.com/chromedp/chromedp), plays with real mouse and key events and
// checks the page against the Go model: the values, marks and undo history
// the page saves must be what game.Game makes of the same moves, and the
// hints the page shows must be the ones Game.Hint gives. Set PLAY_LOOK to a
// directory to keep screenshots:
//
//	PLAY_LOOK=/tmp/play-look go test ./e2e/
package e2e
