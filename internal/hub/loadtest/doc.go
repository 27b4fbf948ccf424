// Package loadtest measures a sudokit hub under a class: N students log in
// through the hub (the login form, then a token from the REST API), start
// their servers at the same time, and each runs the code cells of a course
// notebook through the server's kernel websocket, as the notebook page in a
// browser does. It reports cell latency (execute request to the kernel's
// idle status) and the memory each student's cgroup was charged.
//
// It talks to a hub on this machine only (the URL must be a loopback
// address) and is bounded: every step has a deadline and a run stops its
// students' servers when it ends.
package loadtest
