// Package hub sets up a course server for a whole class on one machine:
// Debian's JupyterHub with local system users (PAM logins), the Go kernel
// installed for every user, each student's own copy of the course notebooks,
// a shared read-only warmed Go build cache and per-student resource limits
// (memory, CPU, processes) through cgroups.
//
// Everything the hub needs lives under one prefix (default /opt/sudokit-hub),
// laid out by [Layout]: the sudokit binary, a copy of the source tree cells
// compile against, the master notebooks, the warmed build and module caches,
// the kernelspec, the generated jupyterhub_config.py and the hub's state.
//
// The generated config runs two root-side steps around every single-user
// server JupyterHub starts: "sudokit hub prepare-user" (see [PrepareUser])
// before it, and "sudokit hub limit" (see [Cgroups.Apply]) right after it.
package hub
