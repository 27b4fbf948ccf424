package course

import (
	"math"
	"time"
)

// Deadlines are a student's due date and hard close for an assignment:
// an extension replaces the due date and moves the hard close so that it
// is never before the extended due date.
func Deadlines(a Assignment, extension time.Time) (due, closes time.Time) {
	due, closes = a.Due, a.Close
	if !extension.IsZero() {
		due = extension
		if !closes.IsZero() && closes.Before(extension) {
			closes = extension
		}
	}
	return due, closes
}

// Lateness is how late a submission at now is, and the fraction of its
// score taken off: perDay for every started day after due, at most all.
func Lateness(due, now time.Time, perDay float64) (late time.Duration, penalty float64) {
	if due.IsZero() || !now.After(due) {
		return 0, 0
	}
	late = now.Sub(due)
	days := math.Ceil(late.Hours() / 24)
	return late, math.Min(1, days*perDay)
}

// Final is a graded score after the late penalty and the teacher's
// adjustments, never below 0 nor above max.
func Final(score, max, penalty, adjust float64) float64 {
	v := score*(1-penalty) + adjust
	return math.Round(math.Max(0, math.Min(max, v))*100) / 100
}
