// Package cgroup makes, limits, fills, watches and empties Linux control
// groups, on the unified cgroup v2 hierarchy and on the v1 hierarchies of
// the memory, cpu and pids controllers (hosts and containers without a
// systemd that mounts v2, such as this project's CI machines).
//
// One package serves the three users of control groups: the class server
// (internal/hub) gives every student a group with their limits and, inside
// it, one group for their server and kernels and one, with a lower memory
// limit, for the programs their cells run; the kernel starts each cell
// program in that cell group (see [Group.StartIn]); the grader's sandbox
// (assignments/sandbox) gives every submission a group of its own.
//
// A [Group] is a set of folders, one per hierarchy: on v2 the one folder of
// the unified tree (keyed ""), on v1 one per controller (keyed "memory",
// "cpu", "pids", and "cpuacct" when it is mounted apart from cpu).
package cgroup
