// bench:box's driver: runs one command N times, one run after another, either as a plain fork + exec (`exec` mode:
// the floor, or bubblewrap when the command is bwrap) or in the runner's own slot host (`slot` mode: slot-host.c,
// compiled in, made once; each run enters it as a run's first process does, without the cgroup the runner adds).
// Prints nothing; the bench reads the machine's CPU around it.
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include "slot-host.h"

static void die(const char *what) {
  perror(what);
  exit(1);
}

static char *const box_env[] = {"PATH=/usr/bin:/bin", "HOME=/box", "LANG=C.UTF-8", "TMPDIR=/tmp", NULL};

static void quiet(void) {
  int null = open("/dev/null", O_WRONLY);
  if (null < 0 || dup2(null, 1) < 0) die("/dev/null");
}

static int wait_for(pid_t child) {
  int status;
  if (waitpid(child, &status, 0) < 0) die("waitpid");
  return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
}

static int exec_mode(int runs, char **command) {
  int failures = 0;
  for (int i = 0; i < runs; i++) {
    pid_t child = fork();
    if (child < 0) die("fork");
    if (child == 0) {
      quiet();
      execve(command[0], command, box_env);
      die("execve");
    }
    failures += wait_for(child);
  }
  return failures > 0;
}

static char *const slot_words[] = {
  "--tmpfs", "/box", "67108864", "--tmpfs", "/tmp", "67108864", "--tmpfs", "/dev/shm", "16777216",
  "--setenv", "PATH", "/usr/bin:/bin", "--setenv", "HOME", "/box", "--setenv", "LANG", "C.UTF-8", "--setenv", "TMPDIR", "/tmp",
  "--chdir", "/box", "--",
};
#define SLOT_WORDS (int)(sizeof slot_words / sizeof *slot_words)

/* The runner's slot host (apps/runner/launcher/slot-host.c, compiled in): made once, entered by every run. */
static int slot_mode(int runs, uid_t uid, char **command) {
  pid_t host = slot_host_create(uid, 0, NULL);
  int host_fd = host > 0 ? (int)syscall(SYS_pidfd_open, host, 0) : -1;
  if (host_fd < 0) die("slot host");
  char *words[SLOT_WORDS + 64];
  int count = 0;
  for (; count < SLOT_WORDS; count++) words[count] = slot_words[count];
  for (int i = 0; command[i] && count < SLOT_WORDS + 63; i++) words[count++] = command[i];
  words[count] = NULL;
  int failures = 0;
  for (int i = 0; i < runs; i++) {
    pid_t child = fork();
    if (child < 0) die("fork run");
    if (child == 0) {
      quiet();
      slot_host_enter(host_fd, uid, 3, count, words);
    }
    failures += wait_for(child);
  }
  kill(host, SIGKILL);
  waitpid(host, NULL, 0);
  return failures > 0;
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: %s exec RUNS COMMAND... | slot RUNS UID COMMAND...\n", argv[0]);
    return 2;
  }
  int runs = atoi(argv[2]);
  if (strcmp(argv[1], "exec") == 0) return exec_mode(runs, argv + 3);
  if (strcmp(argv[1], "slot") == 0 && argc >= 5) return slot_mode(runs, (uid_t)atoi(argv[3]), argv + 4);
  fprintf(stderr, "unknown mode %s\n", argv[1]);
  return 2;
}
