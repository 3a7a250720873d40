/*
 * box-spawn: starts the runner's boxes for it. Node.js starts a child with fork(), which copies the page tables of
 * the whole runner process (~10 ms of CPU here for a 50 MB process, more as it grows); this small process (a few
 * hundred KB) forks itself instead, and its child does what a box's first process must before it becomes bubblewrap:
 * joins the run's cgroup, takes its rlimits and the slot's uid. It is the runner's child and dies with it.
 *
 * Requests come on stdin as NUL-terminated words:
 *   spawn <id> <pipes> <count> <launch>...   pipes: one letter per descriptor of the child, from 0: 'r' the child
 *                                            reads (the runner writes), 'w' the child writes, '-' none (/dev/null
 *                                            for 0 to 2, as Node.js's 'ignore');
 *                                            then <count> words of launch (below)
 *   done <id>                                the runner has opened its ends: close them here
 *   host <id> <uid> <count> <layout>...      makes a slot host (slot-host.c) for the uid from <count> layout words
 * Replies on stdout, one line each:
 *   spawned <id> <pid> <fd>...   once the child has started its command (or given up): per child descriptor, this
 *                                process's fd of the runner's end (-1 for '-'), which the runner opens as
 *                                /proc/<this pid>/fd/<fd>
 *   hosted <id> <pid>            the slot host is ready (its exit is reported like a box's)
 *   failed <id> <errno>
 *   exit <pid> <code> <signal>   code -1 when killed by a signal, signal 0 when it exited
 *
 * launch: <n> <cgroup file>... <m> <resource>=<soft>:<hard>... <uid or -> <command> [<argument>...]
 * Each cgroup file gets "0" (the child, by its only thread: see cgroup.ts); resources are cpu, fsize, nofile, core,
 * stack, nproc and as; with a uid, the child drops every group and takes that uid as its real, effective and saved
 * uid and gid. It then execs the command, in a new session (so the runner can kill its process group), with this
 * process's environment (the runner gives it none), in /, with every signal at its default and none blocked. Exit
 * codes: 125 the cgroup could not be joined (run-sandboxed.ts says so), 126 a limit or the uid could not be set, 127
 * the command could not be started; each with a message on the child's stderr.
 * A command `@slot <host pid> <box words>...` (with a uid) runs the box in that slot host instead (slot-host.c).
 *
 * Exits when stdin closes or its parent dies; the boxes it started die with it (bubblewrap's --die-with-parent).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "slot-host.h"

#define MAX_FDS 32
#define MAX_ARGS 256
#define MAX_OPEN 1024
/* Pipe ends are moved at or above this, clear of the child's descriptors 0..MAX_FDS-1. */
#define FD_FLOOR 64
#define MAX_HOSTS 256

/* The slot hosts this process made, by pid, with a pidfd each (which a run enters). */
static struct { pid_t pid; int fd; } hosts[MAX_HOSTS];


static const struct { const char *name; int resource; } RESOURCES[] = {
  { "cpu", RLIMIT_CPU }, { "fsize", RLIMIT_FSIZE }, { "nofile", RLIMIT_NOFILE }, { "core", RLIMIT_CORE },
  { "stack", RLIMIT_STACK }, { "nproc", RLIMIT_NPROC }, { "as", RLIMIT_AS },
};

/* In the child: joins the cgroups, sets the limits and the uid, then becomes the command (see launch above). */
static void launch(int fds, int argc, char **argv) {
  int at = 0;
  if (at >= argc) { errno = EINVAL; box_fail(125, "missing", "count"); }
  int files = (int)box_number(argv[at++], "count");
  for (int i = 0; i < files; i++, at++) {
    if (at >= argc) { errno = EINVAL; box_fail(125, "missing", "cgroup file"); }
    int fd = open(argv[at], O_WRONLY | O_CLOEXEC);
    if (fd < 0 || write(fd, "0", 1) != 1) box_fail(125, "cannot join", argv[at]);
    close(fd);
  }
  if (at >= argc) { errno = EINVAL; box_fail(126, "missing", "count"); }
  int limits = (int)box_number(argv[at++], "count");
  for (int i = 0; i < limits; i++, at++) {
    if (at >= argc) { errno = EINVAL; box_fail(126, "missing", "limit"); }
    char *spec = argv[at], *equals = strchr(spec, '='), *colon = equals ? strchr(equals, ':') : NULL;
    if (!equals || !colon) { errno = EINVAL; box_fail(126, "bad limit", spec); }
    int resource = -1;
    for (size_t r = 0; r < sizeof RESOURCES / sizeof RESOURCES[0]; r++) {
      if ((size_t)(equals - spec) == strlen(RESOURCES[r].name) && strncmp(spec, RESOURCES[r].name, equals - spec) == 0) resource = RESOURCES[r].resource;
    }
    if (resource < 0) { errno = EINVAL; box_fail(126, "unknown limit", spec); }
    *colon = '\0';
    struct rlimit limit = { box_number(equals + 1, spec), box_number(colon + 1, spec) };
    if (setrlimit(resource, &limit) != 0) box_fail(126, "cannot set limit", spec);
  }
  if (at >= argc) { errno = EINVAL; box_fail(126, "missing", "uid"); }
  const char *uid_text = argv[at++];
  if (at + 1 < argc && strcmp(argv[at], "@slot") == 0) {
    pid_t host = (pid_t)box_number(argv[at + 1], "slot host");
    int host_fd = -1;
    for (int i = 0; i < MAX_HOSTS; i++) if (hosts[i].pid == host && host > 0) host_fd = hosts[i].fd;
    if (host_fd < 0) { errno = ESRCH; box_fail(126, "no slot host", argv[at + 1]); }
    slot_host_enter(host_fd, (uid_t)box_number(uid_text, "uid"), fds, argc - at - 2, argv + at + 2);
  }
  if (strcmp(uid_text, "-") != 0) {
    uid_t uid = (uid_t)box_number(uid_text, "uid");
    if (setgroups(0, NULL) != 0) box_fail(126, "cannot clear groups for", uid_text);
    if (setresgid(uid, uid, uid) != 0) box_fail(126, "cannot take gid", uid_text);
    if (setresuid(uid, uid, uid) != 0) box_fail(126, "cannot take uid", uid_text);
  }
  if (at >= argc) { errno = EINVAL; box_fail(127, "missing", "command"); }
  execv(argv[at], argv + at);
  box_fail(127, "cannot start", argv[at]);
}

/* Runner ends kept open until the runner says it has its own: the request id of each. */
static struct { char id[64]; int fds[MAX_FDS]; int count; } held[MAX_OPEN];

static void reply(const char *line) {
  size_t length = strlen(line), done = 0;
  while (done < length) {
    ssize_t wrote = write(STDOUT_FILENO, line + done, length - done);
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote <= 0) exit(0); /* The runner is gone. */
    done += (size_t)wrote;
  }
}

static int high(int fd) {
  int moved = fcntl(fd, F_DUPFD_CLOEXEC, FD_FLOOR);
  close(fd);
  return moved;
}

static void release(const char *id) {
  for (int slot = 0; slot < MAX_OPEN; slot++) {
    if (held[slot].count == 0 || strcmp(held[slot].id, id) != 0) continue;
    for (int i = 0; i < held[slot].count; i++) if (held[slot].fds[i] >= 0) close(held[slot].fds[i]);
    held[slot].count = 0;
    return;
  }
}

static void spawn_one(const char *id, const char *pipes, int words_count, char **argv) {
  char line[64 + 32 + MAX_FDS * 12];
  size_t length = strlen(pipes);
  int count = length > MAX_FDS ? MAX_FDS + 1 : (int)length, mine[MAX_FDS], theirs[MAX_FDS], slot = -1, error = 0;
  for (int i = 0; i < MAX_OPEN && slot < 0; i++) if (held[i].count == 0) slot = i;
  /* At least stdin, stdout and stderr, so that none of this process's own reaches the child. */
  if (count < 3 || count > MAX_FDS || strlen(id) >= sizeof held[0].id || slot < 0) {
    snprintf(line, sizeof line, "failed %.60s %d\n", id, EINVAL);
    reply(line);
    return;
  }
  for (int i = 0; i < count; i++) mine[i] = theirs[i] = -1;
  for (int i = 0; i < count && !error; i++) {
    int ends[2];
    if (pipes[i] == '-') continue;
    if ((pipes[i] != 'r' && pipes[i] != 'w') || pipe2(ends, O_CLOEXEC) != 0) { error = errno ? errno : EINVAL; break; }
    /* 'r': the child reads ends[0], the runner writes ends[1]; 'w' the other way round. */
    theirs[i] = high(pipes[i] == 'r' ? ends[0] : ends[1]);
    mine[i] = high(pipes[i] == 'r' ? ends[1] : ends[0]);
    if (theirs[i] < 0 || mine[i] < 0) error = errno;
  }
  /* Closed in the child by its exec (or its exit): the reply waits for that, so the pid it names already leads its
   * own session, as the runner's kill of the process group assumes (a box discarded at once is killed, not missed). */
  int ready[2] = { -1, -1 };
  if (!error && pipe2(ready, O_CLOEXEC) != 0) error = errno;
  if (!error) {
    ready[0] = high(ready[0]);
    ready[1] = high(ready[1]);
    if (ready[0] < 0 || ready[1] < 0) error = errno;
  }
  pid_t pid = -1;
  if (!error) {
    pid = fork();
    if (pid < 0) error = errno;
  }
  if (pid == 0) {
    /* The child: its descriptors 0..count-1 from the pipes (or none), nothing else of ours; a new session; every
     * signal at its default and none blocked. (The pipe ends sit at FD_FLOOR and above, close-on-exec.) */
    for (int i = 0; i < count; i++) {
      if (theirs[i] < 0 && i > 2) {
        close(i);
        continue;
      }
      int fd = theirs[i] >= 0 ? theirs[i] : open("/dev/null", O_RDWR | O_CLOEXEC);
      /* dup2 onto itself would keep close-on-exec, so /dev/null opened right at i is kept by clearing it. */
      if (fd < 0 || (fd == i ? fcntl(fd, F_SETFD, 0) : dup2(fd, i)) < 0) _exit(127);
    }
    if (setsid() < 0) _exit(127);
    for (int sig = 1; sig < NSIG; sig++) signal(sig, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    launch(count, words_count, argv);
  }
  if (ready[1] >= 0) close(ready[1]);
  if (pid > 0) {
    char byte;
    while (read(ready[0], &byte, 1) < 0 && errno == EINTR) {}
  }
  if (ready[0] >= 0) close(ready[0]);
  for (int i = 0; i < count; i++) if (theirs[i] >= 0) close(theirs[i]);
  if (error) {
    for (int i = 0; i < count; i++) if (mine[i] >= 0) close(mine[i]);
    snprintf(line, sizeof line, "failed %s %d\n", id, error);
    reply(line);
    return;
  }
  snprintf(held[slot].id, sizeof held[slot].id, "%s", id);
  for (int i = 0; i < count; i++) held[slot].fds[i] = mine[i];
  held[slot].count = count;
  int at = snprintf(line, sizeof line, "spawned %s %d", id, (int)pid);
  for (int i = 0; i < count; i++) at += snprintf(line + at, sizeof line - at, " %d", mine[i]);
  snprintf(line + at, sizeof line - at, "\n");
  reply(line);
}

static void make_host(const char *id, const char *uid_text, int count, char **words) {
  char line[128];
  int slot = -1, error = 0;
  for (int i = 0; i < MAX_HOSTS && slot < 0; i++) if (hosts[i].pid == 0) slot = i;
  char *end;
  unsigned long uid = strtoul(uid_text, &end, 10);
  if (slot < 0 || *end || end == uid_text || uid == 0 || strlen(id) > 60) error = EINVAL;
  pid_t pid = error ? -1 : slot_host_create((uid_t)uid, count, words);
  if (!error && pid < 0) error = errno;
  int fd = pid > 0 ? (int)syscall(SYS_pidfd_open, pid, 0) : -1;
  if (!error && fd < 0) error = errno, kill(pid, SIGKILL);
  if (error) {
    snprintf(line, sizeof line, "failed %.60s %d\n", id, error);
    reply(line);
    return;
  }
  hosts[slot].pid = pid;
  hosts[slot].fd = high(fd);
  snprintf(line, sizeof line, "hosted %s %d\n", id, (int)pid);
  reply(line);
}

static void forget_host(pid_t pid) {
  for (int i = 0; i < MAX_HOSTS; i++) {
    if (hosts[i].pid != pid) continue;
    close(hosts[i].fd);
    hosts[i].pid = 0;
  }
}

static void reap(void) {
  char line[64];
  int status;
  pid_t pid;
  while ((pid = waitpid(-1, &status, WNOHANG)) > 0) {
    forget_host(pid);
    if (WIFEXITED(status)) snprintf(line, sizeof line, "exit %d %d 0\n", (int)pid, WEXITSTATUS(status));
    else if (WIFSIGNALED(status)) snprintf(line, sizeof line, "exit %d -1 %d\n", (int)pid, WTERMSIG(status));
    else continue;
    reply(line);
  }
}

/* Handles the complete requests at the start of buffer[0..length); returns how many bytes they took. */
static size_t handle(char *buffer, size_t length) {
  size_t used = 0;
  for (;;) {
    char *words[MAX_ARGS + 8];
    size_t at = used;
    int count = 0, needed = 1;
    while (count < needed) {
      char *end = memchr(buffer + at, '\0', length - at);
      if (!end) return used;
      words[count++] = buffer + at;
      at = (size_t)(end - buffer) + 1;
      if (count == 1) needed = strcmp(words[0], "spawn") == 0 || strcmp(words[0], "host") == 0 ? 4 : 2;
      if (count == 4 && needed == 4) {
        int argc = atoi(words[3]);
        /* A spawn has a command at least; a host's layout may be empty. */
        if (argc < (strcmp(words[0], "spawn") == 0) || argc > MAX_ARGS) { fprintf(stderr, "box-spawn: bad argument count\n"); exit(2); }
        needed = 4 + argc;
      }
    }
    if (strcmp(words[0], "spawn") == 0) {
      words[count] = NULL;
      spawn_one(words[1], words[2], count - 4, words + 4);
    } else if (strcmp(words[0], "host") == 0) {
      words[count] = NULL;
      make_host(words[1], words[2], count - 4, words + 4);
    } else if (strcmp(words[0], "done") == 0) {
      release(words[1]);
    } else {
      fprintf(stderr, "box-spawn: unknown request %s\n", words[0]);
      exit(2);
    }
    used = at;
  }
}

/*
 * `box-spawn probe <uid>`: makes a slot host for the uid and runs /usr/bin/true in a box of it, as the runner's boxes
 * would run; exits 0 when that worked (isolation.ts asks before it relies on slot hosts), 1 with the reason on stderr.
 */
static int probe(const char *uid_text) {
  uid_t uid = (uid_t)strtoul(uid_text, NULL, 10);
  errno = EINVAL;
  pid_t host = uid > 0 ? slot_host_create(uid, 0, NULL) : -1;
  int fd = host > 0 ? (int)syscall(SYS_pidfd_open, host, 0) : -1;
  if (fd < 0) {
    fprintf(stderr, "box-spawn: cannot make a slot host: %s\n", strerror(errno));
    if (host > 0) kill(host, SIGKILL);
    return 1;
  }
  pid_t child = fork();
  if (child == 0) {
    char *words[] = { "--tmpfs", "/box", "65536", "--tmpfs", "/tmp", "65536", "--chdir", "/box", "--", "/usr/bin/true", NULL };
    slot_host_enter(fd, uid, 3, 10, words);
  }
  int status = 0;
  while (child > 0 && waitpid(child, &status, 0) < 0 && errno == EINTR) {}
  kill(host, SIGKILL);
  waitpid(host, NULL, 0);
  return child > 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
}

int main(int argc, char **argv) {
  if (argc == 3 && strcmp(argv[1], "probe") == 0) return probe(argv[2]);
  pid_t parent = getppid();
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent) return 0;
  if (chdir("/") != 0) return 1;
  /* Nothing the runner's own parent left open reaches a box: only stdin, stdout and stderr stay. */
  close_range(3, ~0U, 0);
  signal(SIGPIPE, SIG_IGN);
  sigset_t children;
  sigemptyset(&children);
  sigaddset(&children, SIGCHLD);
  sigprocmask(SIG_BLOCK, &children, NULL);
  int signals = signalfd(-1, &children, SFD_CLOEXEC | SFD_NONBLOCK);
  if (signals < 0) return 1;

  static char buffer[1 << 20];
  size_t length = 0;
  struct pollfd watch[2] = { { STDIN_FILENO, POLLIN, 0 }, { signals, POLLIN, 0 } };
  for (;;) {
    if (poll(watch, 2, -1) < 0) {
      if (errno == EINTR) continue;
      return 1;
    }
    if (watch[1].revents) {
      struct signalfd_siginfo info;
      while (read(signals, &info, sizeof info) > 0) {}
      reap();
    }
    if (watch[0].revents) {
      ssize_t got = read(STDIN_FILENO, buffer + length, sizeof buffer - length);
      if (got < 0 && errno == EINTR) continue;
      if (got <= 0) return 0; /* The runner closed its end: it is going. */
      length += (size_t)got;
      size_t used = handle(buffer, length);
      memmove(buffer, buffer + used, length - used);
      length -= used;
      if (length == sizeof buffer) { fprintf(stderr, "box-spawn: request too long\n"); return 2; }
    }
  }
}
