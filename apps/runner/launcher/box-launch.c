/*
 * box-launch: the first process of every box. It does what `sh` (joining the run's cgroup), `prlimit` and `setpriv`
 * did one after another, in one small program, then becomes bubblewrap: three dynamic-linker start-ups fewer per
 * box (~3.5 ms of CPU here), which is most of what a box costs beyond bubblewrap itself.
 *
 *   box-launch <n> <cgroup file>... <m> <resource>=<soft>:<hard>... <uid or -> <command> [<argument>...]
 *
 * Each cgroup file gets "0" (this process, by its only thread: see cgroup.ts); resources are cpu, fsize, nofile,
 * core, stack, nproc and as; with a uid, the process drops every group and takes that uid as its real, effective and
 * saved uid and gid. Exit codes: 125 the cgroup could not be joined (run-sandboxed.ts says so), 126 a limit or the
 * uid could not be set, 127 the command could not be started; each with a message on stderr.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

static const struct { const char *name; int resource; } RESOURCES[] = {
  { "cpu", RLIMIT_CPU }, { "fsize", RLIMIT_FSIZE }, { "nofile", RLIMIT_NOFILE }, { "core", RLIMIT_CORE },
  { "stack", RLIMIT_STACK }, { "nproc", RLIMIT_NPROC }, { "as", RLIMIT_AS },
};

static void fail(int code, const char *what, const char *detail) {
  fprintf(stderr, "box-launch: %s %s: %s\n", what, detail, strerror(errno));
  exit(code);
}

static unsigned long long number(const char *text, const char *what) {
  char *end;
  errno = 0;
  unsigned long long value = strtoull(text, &end, 10);
  if (errno || end == text) { errno = EINVAL; fail(126, "bad number for", what); }
  return value;
}

static int count(char **argv, int argc, int at) {
  if (at >= argc) { errno = EINVAL; fail(126, "missing", "count"); }
  return (int)number(argv[at], "count");
}

int main(int argc, char **argv) {
  int at = 1;
  int files = count(argv, argc, at++);
  for (int i = 0; i < files && at < argc; i++, at++) {
    int fd = open(argv[at], O_WRONLY | O_CLOEXEC);
    if (fd < 0 || write(fd, "0", 1) != 1) fail(125, "cannot join", argv[at]);
    close(fd);
  }
  int limits = count(argv, argc, at++);
  for (int i = 0; i < limits && at < argc; i++, at++) {
    char *spec = argv[at], *equals = strchr(spec, '='), *colon = equals ? strchr(equals, ':') : NULL;
    if (!equals || !colon) { errno = EINVAL; fail(126, "bad limit", spec); }
    int resource = -1;
    for (size_t r = 0; r < sizeof RESOURCES / sizeof RESOURCES[0]; r++) {
      if ((size_t)(equals - spec) == strlen(RESOURCES[r].name) && strncmp(spec, RESOURCES[r].name, equals - spec) == 0) resource = RESOURCES[r].resource;
    }
    if (resource < 0) { errno = EINVAL; fail(126, "unknown limit", spec); }
    *colon = '\0';
    struct rlimit limit = { number(equals + 1, spec), number(colon + 1, spec) };
    if (setrlimit(resource, &limit) != 0) fail(126, "cannot set limit", spec);
  }
  if (at >= argc) { errno = EINVAL; fail(126, "missing", "uid"); }
  const char *uid_text = argv[at++];
  if (strcmp(uid_text, "-") != 0) {
    uid_t uid = (uid_t)number(uid_text, "uid");
    if (setgroups(0, NULL) != 0) fail(126, "cannot clear groups for", uid_text);
    if (setresgid(uid, uid, uid) != 0) fail(126, "cannot take gid", uid_text);
    if (setresuid(uid, uid, uid) != 0) fail(126, "cannot take uid", uid_text);
  }
  if (at >= argc) { errno = EINVAL; fail(127, "missing", "command"); }
  execv(argv[at], argv + at);
  fail(127, "cannot start", argv[at]);
  return 127;
}
