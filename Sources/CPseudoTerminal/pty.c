#define _GNU_SOURCE
#include "CPseudoTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

int gp_pty_open(unsigned short rows, unsigned short columns, int *master, char *slave_path, size_t path_size) {
  int fd = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) return errno;
  if (grantpt(fd) != 0 || unlockpt(fd) != 0 || ptsname_r(fd, slave_path, path_size) != 0) {
    int error = errno;
    close(fd);
    return error;
  }
  struct winsize size = {.ws_row = rows, .ws_col = columns};
  if (ioctl(fd, TIOCSWINSZ, &size) != 0) {
    int error = errno;
    close(fd);
    return error;
  }
  *master = fd;
  return 0;
}

int gp_pty_spawn(const char *path, char *const argv[], char *const envp[], const char *slave_path, pid_t *pid) {
  return gp_pty_spawn_passing(path, argv, envp, slave_path, -1, pid);
}

int gp_pty_spawn_passing(
  const char *path, char *const argv[], char *const envp[], const char *slave_path, int passed_fd, pid_t *pid) {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  int error = posix_spawn_file_actions_init(&actions);
  if (error != 0) return error;
  error = posix_spawnattr_init(&attributes);
  if (error != 0) {
    posix_spawn_file_actions_destroy(&actions);
    return error;
  }
  // setsid() runs before the file actions, so the first terminal the new session leader opens
  // without O_NOCTTY becomes its controlling terminal.
  error = posix_spawn_file_actions_addopen(&actions, 0, slave_path, O_RDWR, 0);
  if (error == 0) error = posix_spawn_file_actions_adddup2(&actions, 0, 1);
  if (error == 0) error = posix_spawn_file_actions_adddup2(&actions, 0, 2);
  // A descriptor handed on becomes 3, and nothing else is inherited: another thread's half-written
  // file (an executable: ETXTBSY) or pipe must not live on in the child.
  if (passed_fd >= 0) {
    if (error == 0) error = posix_spawn_file_actions_adddup2(&actions, passed_fd, 3);
    if (error == 0) error = posix_spawn_file_actions_addclosefrom_np(&actions, 4);
  }
  sigset_t all, none;
  sigfillset(&all);
  sigdelset(&all, SIGKILL);
  sigdelset(&all, SIGSTOP);
  sigemptyset(&none);
  if (error == 0) error = posix_spawnattr_setsigdefault(&attributes, &all);
  if (error == 0) error = posix_spawnattr_setsigmask(&attributes, &none);
  if (error == 0)
    error = posix_spawnattr_setflags(
      &attributes, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  if (error == 0) error = posix_spawn(pid, path, &actions, &attributes, argv, envp);
  posix_spawnattr_destroy(&attributes);
  posix_spawn_file_actions_destroy(&actions);
  return error;
}

int gp_pty_resize(int master, unsigned short rows, unsigned short columns) {
  struct winsize size = {.ws_row = rows, .ws_col = columns};
  return ioctl(master, TIOCSWINSZ, &size) == 0 ? 0 : errno;
}
