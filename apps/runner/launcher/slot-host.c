/*
 * The slot host: what bubblewrap makes for every box, made once per slot (and layout) instead, and entered by each
 * run. bubblewrap costs ~5 ms of machine CPU per box here (a user namespace and a nested one, five more namespaces,
 * /proc, /dev and the root's mounts, its own fork and exec), more than a short program itself; entering namespaces
 * that exist costs a few setns calls and a fresh mount namespace.
 *
 * The host is PID 1 of its own user, mount, PID, network, UTS and IPC namespaces. The user namespace maps the slot's
 * uid to itself and nothing else; root (the runner) owns it, so nothing running as the slot's uid holds a capability
 * in it. In it the host made, once: a read-only root of a tmpfs with /usr, the dynamic linker's cache, the layout's
 * binds (read-only, no setuid, no devices), /proc, a /dev of five devices and a pts instance, empty mount points for
 * /box, /tmp and /dev/shm; loopback up; the hostname; user.max_user_namespaces 0 (no nested user namespaces, as
 * bubblewrap's --disable-userns). Then it dropped every capability and only reaps.
 *
 * A run's first process (box-spawn's child, root, in the run's cgroup with its rlimits) enters the host's user,
 * mount, PID, network and UTS namespaces, makes its own mount, IPC and cgroup namespaces, mounts fresh tmpfs at
 * /box, /tmp and /dev/shm owned by the slot's uid, places the run's files read-only from their pipes, and forks the
 * program's process (in the host's PID namespace), which takes the slot's uid, drops every capability, sets
 * no_new_privs and a seccomp filter that refuses the kernel keyring calls (a user's keyrings live as long as its user
 * namespace: the one thing the slot's runs would otherwise share), and execs the command. The first process stays
 * outside as the monitor and reports the start and the exit code on the status pipe as bubblewrap's
 * --json-status-fd does. The runner kills everything a run started through its cgroup and waits until it is empty
 * before the slot's next run, so a slot's runs share the PID and network namespaces only one after another.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <net/if.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/fsuid.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include "slot-host.h"

#if defined(__x86_64__)
#define NATIVE_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define NATIVE_ARCH AUDIT_ARCH_AARCH64
#else
#error "slot-host.c: unknown architecture for the seccomp filter"
#endif

#define MAX_WORDS 256
/* Where a run's files are written before each is bound read-only at its path; unmounted before the program starts. */
#define STAGE "/tmp/.assay-files"

/* box_fail and box_number are declared in slot-host.h: box-spawn.c uses them too. */
void box_fail(int code, const char *what, const char *detail) {
  fprintf(stderr, "box-spawn: %s %s: %s\n", what, detail, strerror(errno));
  fflush(stderr);
  _exit(code);
}

/* mkdir -p of the directories above `path` (not `path` itself). */
static int make_parents(const char *path) {
  char copy[4096];
  if (snprintf(copy, sizeof copy, "%s", path) >= (int)sizeof copy) return errno = ENAMETOOLONG, -1;
  for (char *slash = strchr(copy + 1, '/'); slash; slash = strchr(slash + 1, '/')) {
    *slash = '\0';
    if (mkdir(copy, 0755) != 0 && errno != EEXIST) return -1;
    *slash = '/';
  }
  return 0;
}

static int make_file(const char *path, mode_t mode) {
  /* Read-only: a mount point that is there already (on the read-only root) is found, not written. */
  int fd = open(path, O_RDONLY | O_CREAT | O_CLOEXEC, mode);
  if (fd < 0) return -1;
  return close(fd);
}

/* Binds `source` at `target` (made first, a directory or an empty file like the source), read-only throughout. */
static int bind_read_only(const char *source, const char *target) {
  struct stat info;
  if (stat(source, &info) != 0 || make_parents(target) != 0) return -1;
  if (S_ISDIR(info.st_mode) ? mkdir(target, 0755) != 0 && errno != EEXIST : make_file(target, 0444) != 0) return -1;
  if (mount(source, target, NULL, MS_BIND | MS_REC, NULL) != 0) return -1;
  struct mount_attr attr = { .attr_set = MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV };
  return (int)syscall(SYS_mount_setattr, AT_FDCWD, target, AT_RECURSIVE, &attr, sizeof attr);
}

static void write_text(const char *path, const char *text) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0 || write(fd, text, strlen(text)) != (ssize_t)strlen(text)) box_fail(1, "cannot write", path);
  close(fd);
}

/* The box's /dev: the five devices a program may use, the standard links, a pts instance of its own, room for /dev/shm. */
static void make_dev(void) {
  const char *devices[] = { "null", "zero", "full", "random", "urandom", "tty" };
  char source[64], target[64];
  for (size_t i = 0; i < sizeof devices / sizeof *devices; i++) {
    snprintf(source, sizeof source, "/oldroot/dev/%s", devices[i]);
    snprintf(target, sizeof target, "/newroot/dev/%s", devices[i]);
    if (make_file(target, 0444) != 0 || mount(source, target, NULL, MS_BIND, NULL) != 0) box_fail(1, "cannot bind", source);
  }
  const char *links[][2] = { { "/proc/self/fd", "fd" }, { "/proc/self/fd/0", "stdin" }, { "/proc/self/fd/1", "stdout" }, { "/proc/self/fd/2", "stderr" }, { "pts/ptmx", "ptmx" } };
  for (size_t i = 0; i < sizeof links / sizeof *links; i++) {
    snprintf(target, sizeof target, "/newroot/dev/%s", links[i][1]);
    if (symlink(links[i][0], target) != 0) box_fail(1, "cannot link", target);
  }
  if (mkdir("/newroot/dev/shm", 0755) != 0 || mkdir("/newroot/dev/pts", 0755) != 0) box_fail(1, "cannot make", "/dev");
  if (mount("devpts", "/newroot/dev/pts", "devpts", MS_NOSUID | MS_NOEXEC, "newinstance,ptmxmode=0666,mode=620") != 0) box_fail(1, "cannot mount", "/dev/pts");
}

/*
 * Builds the box's root and makes it the host's. The host's own root stays reachable at /oldroot while the new one is
 * built at /newroot (both in a tmpfs on /tmp, in this mount namespace only), then is detached for good.
 */
static void make_root(int count, char **words) {
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) box_fail(1, "cannot make private", "/");
  if (mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,mode=0755") != 0) box_fail(1, "cannot mount", "the base");
  if (chdir("/tmp") != 0 || mkdir("newroot", 0755) != 0 || mkdir("oldroot", 0755) != 0) box_fail(1, "cannot make", "the base");
  if (syscall(SYS_pivot_root, ".", "oldroot") != 0 || chdir("/") != 0) box_fail(1, "cannot pivot to", "the base");
  if (mount("tmpfs", "/newroot", "tmpfs", MS_NOSUID | MS_NODEV, "size=1m,mode=0755") != 0) box_fail(1, "cannot mount", "the root");
  const char *dirs[] = { "/newroot/usr", "/newroot/proc", "/newroot/dev", "/newroot/box", "/newroot/tmp", "/newroot/etc" };
  for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) if (mkdir(dirs[i], 0755) != 0) box_fail(1, "cannot make", dirs[i]);
  if (bind_read_only("/oldroot/usr", "/newroot/usr") != 0) box_fail(1, "cannot bind", "/usr");
  const char *links[][2] = { { "usr/lib", "/newroot/lib" }, { "usr/lib64", "/newroot/lib64" }, { "usr/bin", "/newroot/bin" }, { "usr/sbin", "/newroot/sbin" } };
  for (size_t i = 0; i < sizeof links / sizeof *links; i++) if (symlink(links[i][0], links[i][1]) != 0) box_fail(1, "cannot link", links[i][1]);
  /* Only the dynamic linker's cache from /etc (it speeds up loading): no passwd, shadow or host configuration. */
  if (access("/oldroot/etc/ld.so.cache", R_OK) == 0 && bind_read_only("/oldroot/etc/ld.so.cache", "/newroot/etc/ld.so.cache") != 0) box_fail(1, "cannot bind", "/etc/ld.so.cache");
  if (mount("proc", "/newroot/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0) box_fail(1, "cannot mount", "/proc");
  make_dev();
  char source[4096], target[4096];
  for (int at = 0; at < count; at++) {
    if (strcmp(words[at], "bind") == 0 && at + 2 < count) {
      snprintf(source, sizeof source, "/oldroot%s", words[at + 1]);
      snprintf(target, sizeof target, "/newroot%s", words[at + 2]);
      if (bind_read_only(source, target) != 0) box_fail(1, "cannot bind", words[at + 1]);
      at += 2;
    } else if (strcmp(words[at], "file") == 0 && at + 1 < count) {
      snprintf(target, sizeof target, "/newroot%s", words[at + 1]);
      if (make_parents(target) != 0 || make_file(target, 0444) != 0) box_fail(1, "cannot make", words[at + 1]);
      at += 1;
    } else {
      errno = EINVAL;
      box_fail(1, "bad layout word", words[at]);
    }
  }
  if (umount2("/oldroot", MNT_DETACH) != 0 || rmdir("/oldroot") != 0) box_fail(1, "cannot detach", "the host's root");
  if (chdir("/newroot") != 0 || syscall(SYS_pivot_root, ".", ".") != 0 || umount2(".", MNT_DETACH) != 0 || chdir("/") != 0) box_fail(1, "cannot pivot to", "the root");
  if (mount(NULL, "/", NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) != 0) box_fail(1, "cannot make read-only", "/");
}

static void loopback_up(void) {
  int sock = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
  struct ifreq request;
  memset(&request, 0, sizeof request);
  snprintf(request.ifr_name, sizeof request.ifr_name, "lo");
  if (sock < 0 || ioctl(sock, SIOCGIFFLAGS, &request) != 0) box_fail(1, "cannot read", "lo");
  request.ifr_flags |= IFF_UP;
  if (ioctl(sock, SIOCSIFFLAGS, &request) != 0) box_fail(1, "cannot bring up", "lo");
  close(sock);
}

/* Every capability gone from every set, for good (the bounding set first: dropping it needs CAP_SETPCAP). */
static int drop_capabilities(void) {
  for (int cap = 0; prctl(PR_CAPBSET_READ, cap, 0, 0, 0) >= 0; cap++) if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0) return -1;
  if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) != 0) return -1;
  struct __user_cap_header_struct header = { _LINUX_CAPABILITY_VERSION_3, 0 };
  struct __user_cap_data_struct data[2];
  memset(data, 0, sizeof data);
  return (int)syscall(SYS_capset, &header, data);
}

/* The host's life after its root is made: PID 1 of the box's PID namespace, reaping whatever is orphaned there. */
static void holder(uid_t uid, int count, char **words, int go, int ready) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  char byte = 0;
  /* box-spawn writes our uid and gid maps first; without them nothing below is allowed. */
  if (read(go, &byte, 1) != 1 || byte != 'g') _exit(1);
  close(go);
  /*
   * A child builds the box: what it makes is the slot uid's (root has no uid in the namespace to own a file by), and
   * a filesystem uid of the slot's would make this process look like one of the slot's.
   */
  pid_t builder = fork();
  if (builder == 0) {
    if (setfsgid(uid) < 0 || setfsuid(uid) < 0) _exit(1);
    make_root(count, words);
    if (sethostname("sandbox", 7) != 0) box_fail(1, "cannot set", "the hostname");
    loopback_up();
    write_text("/proc/sys/user/max_user_namespaces", "0");
    _exit(0);
  }
  int status = 0;
  while (builder > 0 && waitpid(builder, &status, 0) < 0 && errno == EINTR) {}
  if (builder < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) _exit(1);
  if (drop_capabilities() != 0) box_fail(1, "cannot drop", "capabilities");
  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  if (write(ready, "r", 1) != 1) _exit(1);
  close(ready);
  sigset_t children;
  sigemptyset(&children);
  sigaddset(&children, SIGCHLD);
  sigprocmask(SIG_BLOCK, &children, NULL);
  for (;;) {
    while (waitpid(-1, NULL, WNOHANG) > 0) {}
    sigwaitinfo(&children, NULL);
  }
}

static int write_map(pid_t pid, const char *file, uid_t id) {
  char path[64], text[64];
  snprintf(path, sizeof path, "/proc/%d/%s", (int)pid, file);
  snprintf(text, sizeof text, "%u %u 1\n", (unsigned)id, (unsigned)id);
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t wrote = write(fd, text, strlen(text));
  int saved = errno;
  close(fd);
  errno = saved;
  return wrote == (ssize_t)strlen(text) ? 0 : -1;
}

pid_t slot_host_create(uid_t uid, int count, char **words) {
  int go[2], ready[2];
  if (pipe2(go, O_CLOEXEC) != 0) return -1;
  if (pipe2(ready, O_CLOEXEC) != 0) {
    close(go[0]);
    close(go[1]);
    return -1;
  }
  /* The user namespace is made first, so the others belong to it. */
  pid_t pid = (pid_t)syscall(SYS_clone, SIGCHLD | CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWUTS | CLONE_NEWIPC, NULL, NULL, NULL, 0);
  if (pid == 0) {
    /* Only stderr (the runner's) and the two pipes: none of box-spawn's requests, replies or boxes' pipe ends. */
    int null = open("/dev/null", O_RDWR);
    if (null < 0 || dup2(null, 0) < 0 || dup2(null, 1) < 0 || dup2(go[0], 3) < 0 || dup2(ready[1], 4) < 0) _exit(1);
    close_range(5, ~0U, 0);
    holder(uid, count, words, 3, 4);
  }
  int saved = errno;
  close(go[0]);
  close(ready[1]);
  int result = pid < 0 ? -1 : 0;
  if (result == 0 && (write_map(pid, "uid_map", uid) != 0 || write_map(pid, "gid_map", uid) != 0)) saved = errno, result = -1;
  if (result == 0 && write(go[1], "g", 1) != 1) saved = errno, result = -1;
  close(go[1]);
  char byte = 0;
  if (result == 0) {
    ssize_t got;
    while ((got = read(ready[0], &byte, 1)) < 0 && errno == EINTR) {}
    /* The host exited before it was ready (its reason is on stderr); box-spawn reports its exit as a child's. */
    if (got != 1) saved = EPROTO, result = -1;
  }
  close(ready[0]);
  if (result != 0) {
    if (pid > 0) kill(pid, SIGKILL);
    errno = saved;
    return -1;
  }
  return pid;
}

/* Refuses the kernel keyring calls (and every call of another ABI, which a program compiled here never makes). */
static int deny_keyrings(void) {
  struct sock_filter filter[] = {
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, NATIVE_ARCH, 1, 0),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
#if defined(__x86_64__)
    /* x32 calls are numbered from bit 30 up: the same calls under other numbers. */
    BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 4, 0),
#else
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0xffffffff, 4, 0),
#endif
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_add_key, 3, 0),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_request_key, 2, 0),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_keyctl, 1, 0),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
  };
  struct sock_fprog program = { (unsigned short)(sizeof filter / sizeof *filter), filter };
  return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0);
}

unsigned long long box_number(const char *text, const char *what) {
  char *end;
  errno = 0;
  unsigned long long value = strtoull(text, &end, 10);
  if (errno || end == text || *end) errno = EINVAL, box_fail(126, "bad number for", what);
  return value;
}

/* Writes the data of pipe `fd` (until the runner closes it) to the new file `path`. */
static void copy_in(int fd, const char *path, mode_t mode) {
  int out = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (out < 0) box_fail(126, "cannot make", path);
  static char buffer[1 << 16];
  for (;;) {
    ssize_t got = read(fd, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) box_fail(126, "cannot read the data of", path);
    if (got == 0) break;
    for (ssize_t done = 0; done < got;) {
      ssize_t wrote = write(out, buffer + done, (size_t)(got - done));
      if (wrote < 0 && errno != EINTR) box_fail(126, "cannot write", path);
      if (wrote > 0) done += wrote;
    }
  }
  if (fchmod(out, mode) != 0 || close(out) != 0) box_fail(126, "cannot finish", path);
  close(fd);
}

void slot_host_enter(int host_fd, uid_t uid, int fds, int count, char **words) {
  char *env[MAX_WORDS + 1], *command[MAX_WORDS + 1], options[256], stage[4096];
  int envs = 0, commands = 0, status_fd = -1, files = 0;
  const char *dir = "/";
  struct { int fd; const char *path; mode_t mode; } file[MAX_WORDS];
  struct { const char *path; unsigned long long bytes; } tmpfs[8];
  int tmpfses = 0, at = 0;
  for (; at < count && strcmp(words[at], "--") != 0; at++) {
    const char *word = words[at];
    int left = count - at - 1;
    if (strcmp(word, "--tmpfs") == 0 && left >= 2 && tmpfses < 8) {
      tmpfs[tmpfses].path = words[++at];
      tmpfs[tmpfses++].bytes = box_number(words[++at], "--tmpfs");
    } else if (strcmp(word, "--file") == 0 && left >= 3 && files < MAX_WORDS) {
      file[files].fd = (int)box_number(words[++at], "--file");
      file[files].path = words[++at];
      file[files++].mode = (mode_t)strtoul(words[++at], NULL, 8) & 0555;
    } else if (strcmp(word, "--chdir") == 0 && left >= 1) {
      dir = words[++at];
    } else if (strcmp(word, "--status") == 0 && left >= 1) {
      status_fd = (int)box_number(words[++at], "--status");
    } else if (strcmp(word, "--setenv") == 0 && left >= 2 && envs < MAX_WORDS) {
      size_t length = strlen(words[at + 1]) + strlen(words[at + 2]) + 2;
      char *entry = malloc(length);
      if (!entry) box_fail(126, "out of memory for", "--setenv");
      snprintf(entry, length, "%s=%s", words[at + 1], words[at + 2]);
      env[envs++] = entry;
      at += 2;
    } else {
      errno = EINVAL;
      box_fail(126, "bad box word", word);
    }
  }
  for (at++; at < count && commands < MAX_WORDS; at++) command[commands++] = words[at];
  env[envs] = NULL;
  command[commands] = NULL;
  if (commands == 0) errno = EINVAL, box_fail(126, "missing", "command");

  if (setgroups(0, NULL) != 0) box_fail(126, "cannot clear", "groups");
  if (setns(host_fd, CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWUTS | CLONE_NEWPID) != 0) box_fail(126, "cannot enter", "the slot host");
  /* Nothing of box-spawn's (its other boxes' pipe ends, the hosts' pidfds) stays: it never execs here to close them. */
  close_range((unsigned)fds, ~0U, 0);
  setfsgid(uid);
  setfsuid(uid);
  /* The run's own mounts, System V IPC and message queues, and a cgroup namespace rooted at the run's cgroup. */
  if (unshare(CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWCGROUP) != 0) box_fail(126, "cannot make", "the run's namespaces");
  for (int i = 0; i < tmpfses; i++) {
    snprintf(options, sizeof options, "size=%llu,mode=0755,uid=%u,gid=%u", tmpfs[i].bytes, (unsigned)uid, (unsigned)uid);
    if (mount("tmpfs", tmpfs[i].path, "tmpfs", MS_NOSUID | MS_NODEV, options) != 0) box_fail(126, "cannot mount", tmpfs[i].path);
  }
  if (files > 0) {
    if (mkdir(STAGE, 0700) != 0 || mount("tmpfs", STAGE, "tmpfs", MS_NOSUID | MS_NODEV, "mode=0700") != 0) box_fail(126, "cannot make", STAGE);
    for (int i = 0; i < files; i++) {
      snprintf(stage, sizeof stage, "%s/%d", STAGE, i);
      copy_in(file[i].fd, stage, file[i].mode);
      /* In /box the file is made; elsewhere its mount point must be in the host's layout (`file`). */
      if (make_file(file[i].path, 0444) != 0) box_fail(126, "no place for", file[i].path);
      if (mount(stage, file[i].path, NULL, MS_BIND, NULL) != 0) box_fail(126, "cannot bind", file[i].path);
      if (mount(NULL, file[i].path, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) != 0) box_fail(126, "cannot make read-only", file[i].path);
    }
    if (umount2(STAGE, MNT_DETACH) != 0 || rmdir(STAGE) != 0) box_fail(126, "cannot remove", STAGE);
  }

  pid_t child = fork();
  if (child < 0) box_fail(126, "cannot fork", "the program");
  if (child == 0) {
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    /* The program keeps stdin, stdout, stderr and the result channel; not the status pipe. */
    close_range(4, ~0U, 0);
    if (chdir(dir) != 0) box_fail(126, "cannot enter", dir);
    if (setresgid(uid, uid, uid) != 0 || setresuid(uid, uid, uid) != 0) box_fail(126, "cannot take", "the slot's uid");
    if (drop_capabilities() != 0) box_fail(126, "cannot drop", "capabilities");
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 || deny_keyrings() != 0) box_fail(126, "cannot restrict", "the program");
    execve(command[0], command, env);
    box_fail(127, "cannot start", command[0]);
  }
  /* The monitor: holds none of the program's pipes, so they close when the program's processes end. */
  for (int fd = 0; fd < 4; fd++) if (fd != status_fd) close(fd);
  if (status_fd >= 0) dprintf(status_fd, "{ \"child-pid\": %d }\n", (int)child);
  int status;
  while (waitpid(child, &status, 0) < 0) if (errno != EINTR) _exit(126);
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  if (status_fd >= 0) dprintf(status_fd, "{ \"exit-code\": %d }\n", code);
  _exit(code);
}
