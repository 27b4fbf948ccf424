// Package course is the course loop of the class server: a JupyterHub
// service ("sudokit course serve") where teachers add, release, autograde,
// adjust and return assignments and students fetch, check and submit them.
//
// Identity comes from the hub (OAuth and the hub's REST API); a course's
// roles come from the hub groups course-ID-teachers and course-ID-students.
// Everything is kept in one SQLite database (WAL, transactions, a schema
// version) with every submitted file stored once, by its content hash,
// beside it (see Store). Files move between the service and a student's
// home only through that student's own single-user server (Jupyter's
// contents API) with the token the student's visit grants the service,
// which JupyterHub's scopes limit to that student's server.
//
// Grading is a queue over the sandboxed grader of package assignments
// (Queue): jobs are rows of the database, so queued and running grades
// resume after a restart, and a failed grade keeps its reason for the
// teacher.
package course
