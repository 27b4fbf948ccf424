package harness

import (
	"errors"
	"runtime"
	"syscall"
	"unsafe"
)

// The seccomp filter the harness installs on every thread before any code
// of the student's runs. It leaves a Go test what it needs (memory,
// threads, files, time, pipes) and refuses:
//
//   - with EPERM: execve and execveat (no program but the test binary, which
//     is already running), chmod and its kin (the tests' data stays
//     read-only);
//   - with ENOSYS: clone3 (whose flags sit in memory the filter cannot
//     read; Go starts its threads with clone);
//   - by killing the process (SIGSYS, which the grader reports to the
//     teacher): ptrace, process_vm_readv/writev, clone or unshare with a new
//     namespace, setns, mount and the other mount calls, chroot,
//     pivot_root, bpf, perf_event_open, userfaultfd, io_uring, keyctl and
//     its kin, kernel modules, kexec, open_by_handle_at, personality;
//   - and every system call of another architecture (x32, i386).
//
// The numbers are linux/amd64's (the grader's platform); on another
// architecture the harness installs nothing and says so.

const (
	seccompSetModeFilter   = 1
	seccompFilterFlagTsync = 1
	retKillProcess         = 0x80000000
	retErrno               = 0x00050000
	retAllow               = 0x7fff0000
	auditArchX8664         = 0xc000003e
	x32Bit                 = 0x40000000
	prSetNoNewPrivs        = 38
	cloneNewFlags          = 0x00000080 | 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000
)

// amd64 system-call numbers.
var (
	refusedEPERM  = []uint32{59 /* execve */, 322 /* execveat */, 90 /* chmod */, 91 /* fchmod */, 268 /* fchmodat */, 452 /* fchmodat2 */}
	refusedENOSYS = []uint32{435 /* clone3 */}
	refusedKill   = []uint32{
		101 /* ptrace */, 310 /* process_vm_readv */, 311 /* process_vm_writev */, 440, /* process_madvise */
		272 /* unshare */, 308 /* setns */, 165 /* mount */, 166 /* umount2 */, 155 /* pivot_root */, 161, /* chroot */
		428 /* open_tree */, 429 /* move_mount */, 430 /* fsopen */, 431 /* fsconfig */, 432 /* fsmount */, 433 /* fspick */, 442, /* mount_setattr */
		321 /* bpf */, 298 /* perf_event_open */, 323, /* userfaultfd */
		425 /* io_uring_setup */, 426 /* io_uring_enter */, 427, /* io_uring_register */
		248 /* add_key */, 249 /* request_key */, 250, /* keyctl */
		175 /* init_module */, 313 /* finit_module */, 176 /* delete_module */, 246 /* kexec_load */, 320, /* kexec_file_load */
		303 /* name_to_handle_at */, 304 /* open_by_handle_at */, 135, /* personality */
		167 /* swapon */, 168 /* swapoff */, 169, /* reboot */
	}
	sysClone uint32 = 56
)

// filterProgram assembles the filter.
func filterProgram() []syscall.SockFilter {
	stmt := func(code uint16, k uint32) syscall.SockFilter { return syscall.SockFilter{Code: code, K: k} }
	jump := func(code uint16, k uint32, jt, jf uint8) syscall.SockFilter {
		return syscall.SockFilter{Code: code, Jt: jt, Jf: jf, K: k}
	}
	const (
		ld   = syscall.BPF_LD | syscall.BPF_W | syscall.BPF_ABS
		jeq  = syscall.BPF_JMP | syscall.BPF_JEQ | syscall.BPF_K
		jge  = syscall.BPF_JMP | syscall.BPF_JGE | syscall.BPF_K
		jset = syscall.BPF_JMP | syscall.BPF_JSET | syscall.BPF_K
		ret  = syscall.BPF_RET | syscall.BPF_K
	)
	p := []syscall.SockFilter{
		stmt(ld, 4), // seccomp_data.arch
		jump(jeq, auditArchX8664, 1, 0),
		stmt(ret, retKillProcess),
		stmt(ld, 0), // seccomp_data.nr
		jump(jge, x32Bit, 0, 1),
		stmt(ret, retKillProcess),
	}
	add := func(nrs []uint32, action uint32) {
		for _, nr := range nrs {
			p = append(p, jump(jeq, nr, 0, 1), stmt(ret, action))
		}
	}
	add(refusedEPERM, retErrno|uint32(syscall.EPERM))
	add(refusedENOSYS, retErrno|uint32(syscall.ENOSYS))
	add(refusedKill, retKillProcess)
	// clone: flags are the first argument (low 32 bits at offset 16).
	p = append(p,
		jump(jeq, sysClone, 0, 4),
		stmt(ld, 16),
		jump(jset, cloneNewFlags, 0, 1),
		stmt(ret, retKillProcess),
		stmt(ret, retAllow),
		stmt(ret, retAllow),
	)
	return p
}

// installFilter sets no_new_privs (needed to install a filter without
// privileges) and installs the filter on every thread of the process.
func installFilter() error {
	if runtime.GOARCH != "amd64" || runtime.GOOS != "linux" {
		return errors.New("the system-call filter is written for linux/amd64")
	}
	if _, _, e := syscall.RawSyscall6(syscall.SYS_PRCTL, prSetNoNewPrivs, 1, 0, 0, 0, 0); e != 0 {
		return e
	}
	prog := filterProgram()
	fprog := syscall.SockFprog{Len: uint16(len(prog)), Filter: &prog[0]}
	const sysSeccomp = 317
	if _, _, e := syscall.RawSyscall(sysSeccomp, seccompSetModeFilter, seccompFilterFlagTsync, uintptr(unsafe.Pointer(&fprog))); e != 0 {
		return e
	}
	runtime.KeepAlive(prog)
	return nil
}
