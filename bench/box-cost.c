// bench:box's driver: runs one command N times, one run after another, either as a plain fork + exec (`exec` mode:
// the floor, or bubblewrap when the command is bwrap) or from a box host (`host` mode). Prints nothing; the bench
// reads the machine's CPU around it.
//
// `host` is a measurement, not a sandbox: what one run would cost if a slot made its namespaces (PID, network, IPC,
// UTS, mount) and its read-only root once, and each run only forked, unshared a mount namespace, mounted fresh tmpfs
// on /box and /tmp, dropped to an unprivileged uid and exec'd. It lacks what a sandbox needs besides (a user
// namespace, no_new_privs, no nested user namespaces, the cgroup, rlimits, the parent-death signal, pipes for files):
// those cost little per run next to bubblewrap's fork, exec and set-up, but they are what makes it safe.
#define _GNU_SOURCE
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <grp.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

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

static void make_root(const char *root) {
  char path[512];
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0) die("make / private");
  if (mount("tmpfs", root, "tmpfs", MS_NOSUID | MS_NODEV, "size=1m") < 0) die("root tmpfs");
  const char *dirs[] = {"usr", "proc", "dev", "box", "tmp", "etc", "old"};
  for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) {
    snprintf(path, sizeof path, "%s/%s", root, dirs[i]);
    if (mkdir(path, 0755) < 0) die("mkdir");
  }
  snprintf(path, sizeof path, "%s/usr", root);
  if (mount("/usr", path, NULL, MS_BIND | MS_REC, NULL) < 0) die("bind /usr");
  if (mount(NULL, path, NULL, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) < 0) die("/usr read-only");
  const char *links[][2] = {{"usr/lib", "lib"}, {"usr/lib64", "lib64"}, {"usr/bin", "bin"}, {"usr/sbin", "sbin"}};
  for (size_t i = 0; i < sizeof links / sizeof *links; i++) {
    snprintf(path, sizeof path, "%s/%s", root, links[i][1]);
    if (symlink(links[i][0], path) < 0) die("symlink");
  }
  snprintf(path, sizeof path, "%s/proc", root);
  if (mount("proc", path, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) < 0) die("proc");
  const char *devices[] = {"null", "zero", "full", "random", "urandom"};
  for (size_t i = 0; i < sizeof devices / sizeof *devices; i++) {
    char source[64];
    snprintf(source, sizeof source, "/dev/%s", devices[i]);
    snprintf(path, sizeof path, "%s/dev/%s", root, devices[i]);
    int fd = open(path, O_CREAT | O_WRONLY, 0644);
    if (fd < 0) die("device node");
    close(fd);
    if (mount(source, path, NULL, MS_BIND, NULL) < 0) die("bind device");
  }
  if (chdir(root) < 0) die("chdir root");
  if (syscall(SYS_pivot_root, ".", "old") < 0) die("pivot_root");
  if (umount2("/old", MNT_DETACH) < 0) die("detach the old root");
  if (chdir("/") < 0) die("chdir /");
  if (mount(NULL, "/", NULL, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) < 0) die("root read-only");
}

static int host_mode(int runs, const char *root, char **command) {
  if (unshare(CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS) < 0) die("unshare");
  pid_t host = fork();
  if (host < 0) die("fork host");
  if (host > 0) return wait_for(host);
  // PID 1 of the new PID namespace: made once; every run below is its child.
  make_root(root);
  int failures = 0;
  for (int i = 0; i < runs; i++) {
    pid_t child = fork();
    if (child < 0) die("fork run");
    if (child == 0) {
      if (unshare(CLONE_NEWNS) < 0) die("unshare the run's mounts");
      if (mount("tmpfs", "/box", "tmpfs", MS_NOSUID | MS_NODEV, "size=64m") < 0) die("/box");
      if (mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, "size=64m") < 0) die("/tmp");
      if (chdir("/box") < 0) die("chdir /box");
      if (setgroups(0, NULL) < 0 || setgid(65534) < 0 || setuid(65534) < 0) die("drop to nobody");
      quiet();
      execve(command[0], command, box_env);
      die("execve");
    }
    failures += wait_for(child);
  }
  return failures > 0;
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: %s exec|host RUNS [ROOT] COMMAND...\n", argv[0]);
    return 2;
  }
  int runs = atoi(argv[2]);
  if (strcmp(argv[1], "exec") == 0) return exec_mode(runs, argv + 3);
  if (strcmp(argv[1], "host") == 0 && argc >= 5) return host_mode(runs, argv[3], argv + 4);
  fprintf(stderr, "unknown mode %s\n", argv[1]);
  return 2;
}
