// Package e2e holds end-to-end tests that need outside programs: a real
// browser (Debian's /usr/bin/chromium), Jupyter's nbconvert
// (/usr/bin/jupyter), Debian's jupyter_server and the npm-built test
// frontend in labfront/. The tests skip, saying why, when those are absent
// or with -short.
//
// play_test.go exports a notebook whose outputs are game.Play boards to
// HTML, opens it in headless Chromium through the DevTools protocol
// (github.com/chromedp/chromedp), plays with real mouse and key events and
// checks the page against the Go model: the values, marks and undo history
// the page saves must be what game.Game makes of the same moves, and the
// checks and hints it shows — asked of a stand-in for classic Notebook's
// kernel object, answered with game.AnswerPage — the ones Game.Hint gives.
//
// classic_test.go plays the board in Debian's classic Notebook server with
// the real kernel: the board's comm, the kernel's checks and hints, and a
// later cell reviewing the game.
//
// lab_test.go serves labfront (JupyterLab 4's services, output area and
// renderers with JupyterLab's widget manager or html-manager's, bundled
// with esbuild; built by scripts/deps) with Debian's jupyter_server and the real sudokit kernel,
// and drives it in Chromium: widgets, Interact, the board through its link
// widget, and a second page restoring the widgets with request_states.
//
// Set PLAY_LOOK to a directory to keep screenshots:
//
//	PLAY_LOOK=/tmp/play-look go test ./e2e/
package e2e
