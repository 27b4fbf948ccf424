package game

import "time"

// A Clock tells the time. Games read the time through a Clock so tests
// (and replays) can supply their own; the default is the system clock.
type Clock interface {
	Now() time.Time
}

// timer measures playing time. Time counts only while the game runs: not
// while it is paused and not after the puzzle is solved. The time played
// is the stored total plus the current run, from since to now.
type timer struct {
	clock   Clock         // nil means time.Now
	total   time.Duration // time of the finished runs
	since   time.Time     // start of the current run
	running bool
	paused  bool // the player paused the game
}

// now reads the timer's clock.
func (t *timer) now() time.Time {
	if t.clock == nil {
		return time.Now()
	}
	return t.clock.Now()
}

// start begins a run at time now, unless one is going on.
func (t *timer) start(now time.Time) {
	if !t.running {
		t.since, t.running = now, true
	}
}

// stop ends the current run at time now and adds it to the total.
func (t *timer) stop(now time.Time) {
	if t.running {
		if d := now.Sub(t.since); d > 0 { // a clock going back adds nothing
			t.total += d
		}
		t.running = false
	}
}

// elapsed returns the time played up to now.
func (t *timer) elapsed(now time.Time) time.Duration {
	d := t.total
	if t.running {
		if run := now.Sub(t.since); run > 0 {
			d += run
		}
	}
	return d
}

// SetClock makes the game read the time from c (nil: the system clock),
// usually right after New or Load. The time of finished runs is
// kept; a run going on restarts at c's now, since time read from two
// different clocks cannot be subtracted.
func (g *Game) SetClock(c Clock) {
	g.timer.clock = c
	if g.timer.running {
		g.timer.since = g.timer.now()
	}
}

// Elapsed returns the time played: time paused and time after the puzzle
// was solved do not count.
func (g *Game) Elapsed() time.Duration { return g.timer.elapsed(g.timer.now()) }

// Pause stops the timer. A paused game refuses moves (ErrPaused) until
// Resume.
func (g *Game) Pause() {
	g.timer.stop(g.timer.now())
	g.timer.paused = true
}

// Resume restarts the timer after Pause. It does nothing for a game that
// is not paused, and it does not restart the timer of a solved game.
func (g *Game) Resume() {
	g.timer.paused = false
	g.syncTimer()
}

// Paused reports whether the player paused the game.
func (g *Game) Paused() bool { return g.timer.paused }

// syncTimer runs the timer exactly when the game is neither paused nor
// solved nor unplayable. Moves call it: the move that solves the puzzle
// stops the clock, undoing it starts the clock again.
func (g *Game) syncTimer() {
	now := g.timer.now()
	if g.timer.paused || g.err != nil || g.Solved() {
		g.timer.stop(now)
	} else {
		g.timer.start(now)
	}
}
