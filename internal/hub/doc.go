// Package hub sets up a course server for a whole class on one machine:
// Debian's JupyterHub with local system users (PAM logins, no login
// shell), the Go kernel installed for every user, each student's own copy
// of the course notebooks, a shared read-only warmed Go build cache and
// per-student resource limits (memory, CPU, processes) through cgroups.
//
// Everything the hub needs lives under one prefix (default /opt/sudokit-hub,
// never inside /tmp), laid out by [Layout]: the sudokit binary, a copy of
// the source tree cells compile against, the master notebooks, the warmed
// build and module caches, the kernelspec, the generated
// jupyterhub_config.py and the hub's state.
//
// The generated config runs root-side steps around every single-user server
// JupyterHub starts: "sudokit hub prepare-user" (see [PrepareUser]) before
// it; "sudokit hub serve" (see [Serve]) as the server's command, which gives
// the server a private /tmp (a tmpfs of --tmp-size) and a /proc showing the
// student's own processes only, then becomes the student; "sudokit hub
// limit" (see [Cgroups.Apply]) right after it starts, which puts it in the
// student's server group, beside the cell group the student's kernels start
// cell programs in (a lower memory limit, [CellMemory], so that the
// out-of-memory killer only ever takes a cell program); and "sudokit hub
// kill-user" (see [Cgroups.Kill]) once it has stopped. Kernels listen on
// Unix sockets (Jupyter's ipc transport) in the student's private home.
//
// The single-user app is named explicitly (the classic NotebookApp), so
// that installing jupyter_server beside the hub does not change it.
//
// Each student's home is a file system of its own, an ext4 image of the
// home size loop-mounted at the home ([HomeDisk]): made, mounted after a
// reboot and grown by "sudokit hub prepare-user", allocated in full so
// that no student can fill the file system holding the hub's database.
// "sudokit hub status" shows each home's use and limit; homes left as
// plain folders (home size 0) are measured with [DiskUse], with a warning
// when [QuotasOn] finds no user quotas.
package hub
