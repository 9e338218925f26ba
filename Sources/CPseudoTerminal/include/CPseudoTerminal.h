// The C side of GridPseudoTerminal: a pseudo-terminal pair and a program started on it in a session
// of its own. Written in C because posix_spawn's POSIX_SPAWN_SETSID needs _GNU_SOURCE, which a Swift
// import of glibc's headers does not see.
#ifndef GRIDPREVIEW_CPSEUDOTERMINAL_H
#define GRIDPREVIEW_CPSEUDOTERMINAL_H

#include <stddef.h>
#include <sys/types.h>

/// Opens a new pseudo-terminal of `rows` × `columns`: its master side (close-on-exec, so no other
/// child inherits it) in `*master` and the path of its slave side in `slave_path`. With `raw_input`,
/// the terminal starts without line editing and echo (no ICANON, ECHO, ECHONL, IEXTEN; signals kept),
/// so input written before the program sets its own modes waits, unedited, instead of meeting the
/// 4,095-byte line limit. Returns 0 or an errno value.
int gp_pty_open(unsigned short rows, unsigned short columns, int raw_input, int *master, char *slave_path, size_t path_size);

/// Starts `path` with `argv` and `envp` on the slave side at `slave_path`, as its standard input,
/// output and error and its controlling terminal, in a new session, with every signal at its
/// default disposition and none blocked (so ncurses installs its handlers, and a hang-up ends it).
/// Unless `directory` is NULL, the child starts in that folder (an errno value if it cannot).
/// Returns 0 and the child's process ID in `*pid`, or an errno value.
int gp_pty_spawn(
  const char *path, char *const argv[], char *const envp[], const char *slave_path, const char *directory,
  pid_t *pid);

/// Like `gp_pty_spawn`, and also: `pass_fd` (unless -1) becomes the child's descriptor 3, and every
/// other descriptor above 2 (3 when one is passed) is closed in the child, whether or not it was
/// close-on-exec — a server's sockets and other sessions' descriptors never reach a child.
int gp_pty_spawn_passing(
  const char *path, char *const argv[], char *const envp[], const char *slave_path, int pass_fd,
  const char *directory, pid_t *pid);

/// Starts `path` without a new terminal: `stdio[i]` (unless -1, which keeps the parent's) becomes
/// descriptor i, `pass_fd` (unless -1) descriptor 3, every other descriptor above 2 (or 3) is closed,
/// every signal is at its default disposition and none is blocked. With `new_session` the child
/// starts a session of its own and so has no controlling terminal; unless `directory` is NULL, it
/// starts in that folder. Returns 0 and the child's process ID in `*pid`, or an errno value.
int gp_spawn(
  const char *path, char *const argv[], char *const envp[], const int stdio[3], int pass_fd, int new_session,
  const char *directory, pid_t *pid);

/// Sets the window size of the terminal whose master side is `master`; the program on it gets
/// SIGWINCH. Returns 0 or an errno value.
int gp_pty_resize(int master, unsigned short rows, unsigned short columns);

#include "CTerminalRelay.h"

#endif
