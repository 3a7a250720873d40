/* The slot host: a box's namespaces and read-only root made once per slot, entered by each run (slot-host.c). */
#ifndef SLOT_HOST_H
#define SLOT_HOST_H
#include <sys/types.h>

/*
 * Makes a slot host for `uid` (box-spawn's child, PID 1 of its own namespaces) from its layout words:
 *   bind <host path> <box path>   read-only (the host path resolved already: no symlink in it)
 *   file <box path>               an empty file, which a run's file of that path is bound over
 * Returns its pid once its root is made, or -1 with errno set (its reason on stderr).
 */
pid_t slot_host_create(uid_t uid, int count, char **words);

/*
 * In a run's first process, once it has joined its cgroup and taken its rlimits (still root): enters the slot host
 * `host_fd` (a pidfd) and runs the box the words describe (box-spawn.c: launch), as `uid`; `fds` of its descriptors
 * are the box's pipes, the rest box-spawn's. Never returns.
 */
void slot_host_enter(int host_fd, uid_t uid, int fds, int count, char **words);

/* In a box's first process (box-spawn's child, or the host's builder): says what failed on stderr, exits `code`. */
void box_fail(int code, const char *what, const char *detail) __attribute__((noreturn));

/* A decimal number from a request's word, or box_fail(126) naming `what`. */
unsigned long long box_number(const char *text, const char *what);

#endif
