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

int gp_pty_open(unsigned short rows, unsigned short columns, int raw_input, int *master, char *slave_path, size_t path_size) {
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
  if (raw_input) {
    // Termios requests on the master side set the slave side's modes (as openpty(3) does).
    struct termios modes;
    if (tcgetattr(fd, &modes) != 0) {
      int error = errno;
      close(fd);
      return error;
    }
    modes.c_lflag &= ~(tcflag_t)(ICANON | ECHO | ECHONL | IEXTEN);
    modes.c_cc[VMIN] = 1;
    modes.c_cc[VTIME] = 0;
    if (tcsetattr(fd, TCSANOW, &modes) != 0) {
      int error = errno;
      close(fd);
      return error;
    }
  }
  *master = fd;
  return 0;
}

/// Default dispositions for every signal and none blocked; `flags` added to the attributes' flags.
static int reset_signals(posix_spawnattr_t *attributes, short flags) {
  sigset_t all, none;
  sigfillset(&all);
  sigdelset(&all, SIGKILL);
  sigdelset(&all, SIGSTOP);
  sigemptyset(&none);
  int error = posix_spawnattr_setsigdefault(attributes, &all);
  if (error == 0) error = posix_spawnattr_setsigmask(attributes, &none);
  if (error == 0) error = posix_spawnattr_setflags(attributes, flags | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  return error;
}

/// `pass_fd` as descriptor 3 (through a copy at 10 or above, so dup2 never meets itself and clears
/// close-on-exec), then every descriptor from the first free one closed. `*copy` is the copy to
/// close after spawning, or -1.
static int pass_and_close(posix_spawn_file_actions_t *actions, int pass_fd, int *copy) {
  *copy = -1;
  int error = 0;
  if (pass_fd >= 0) {
    *copy = fcntl(pass_fd, F_DUPFD_CLOEXEC, 10);
    if (*copy < 0) return errno;
    error = posix_spawn_file_actions_adddup2(actions, *copy, 3);
  }
  if (error == 0) error = posix_spawn_file_actions_addclosefrom_np(actions, pass_fd >= 0 ? 4 : 3);
  return error;
}

/// The child's working folder (unless `directory` is NULL): changed to after the descriptors are
/// set up, before the program starts; a folder that cannot be entered fails the spawn with its errno.
static int change_directory(posix_spawn_file_actions_t *actions, const char *directory) {
  return directory == NULL ? 0 : posix_spawn_file_actions_addchdir_np(actions, directory);
}

/// Makes a spawn's file actions and attributes, both or neither (the error of the one that failed).
static int begin_spawn(posix_spawn_file_actions_t *actions, posix_spawnattr_t *attributes) {
  int error = posix_spawn_file_actions_init(actions);
  if (error != 0) return error;
  error = posix_spawnattr_init(attributes);
  if (error != 0) posix_spawn_file_actions_destroy(actions);
  return error;
}

static int spawn_on_terminal(
  const char *path, char *const argv[], char *const envp[], const char *slave_path, int pass_fd, int close_others,
  const char *directory, pid_t *pid) {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  int error = begin_spawn(&actions, &attributes);
  if (error != 0) return error;
  int copy = -1;
  // setsid() runs before the file actions, so the first terminal the new session leader opens
  // without O_NOCTTY becomes its controlling terminal.
  error = posix_spawn_file_actions_addopen(&actions, 0, slave_path, O_RDWR, 0);
  if (error == 0) error = posix_spawn_file_actions_adddup2(&actions, 0, 1);
  if (error == 0) error = posix_spawn_file_actions_adddup2(&actions, 0, 2);
  if (error == 0 && close_others) error = pass_and_close(&actions, pass_fd, &copy);
  if (error == 0) error = change_directory(&actions, directory);
  if (error == 0) error = reset_signals(&attributes, POSIX_SPAWN_SETSID);
  if (error == 0) error = posix_spawn(pid, path, &actions, &attributes, argv, envp);
  if (copy >= 0) close(copy);
  posix_spawnattr_destroy(&attributes);
  posix_spawn_file_actions_destroy(&actions);
  return error;
}

int gp_pty_spawn(
  const char *path, char *const argv[], char *const envp[], const char *slave_path, const char *directory,
  pid_t *pid) {
  return spawn_on_terminal(path, argv, envp, slave_path, -1, 0, directory, pid);
}

int gp_pty_spawn_passing(
  const char *path, char *const argv[], char *const envp[], const char *slave_path, int pass_fd,
  const char *directory, pid_t *pid) {
  return spawn_on_terminal(path, argv, envp, slave_path, pass_fd, 1, directory, pid);
}

int gp_spawn(
  const char *path, char *const argv[], char *const envp[], const int stdio[3], int pass_fd, int new_session,
  const char *directory, pid_t *pid) {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  int error = begin_spawn(&actions, &attributes);
  if (error != 0) return error;
  int copies[3] = {-1, -1, -1};
  for (int i = 0; i < 3 && error == 0; i++) {
    if (stdio[i] < 0) continue;
    copies[i] = fcntl(stdio[i], F_DUPFD_CLOEXEC, 10);
    if (copies[i] < 0) error = errno;
    else error = posix_spawn_file_actions_adddup2(&actions, copies[i], i);
  }
  int copy = -1;
  if (error == 0) error = pass_and_close(&actions, pass_fd, &copy);
  if (error == 0) error = change_directory(&actions, directory);
  if (error == 0) error = reset_signals(&attributes, new_session ? POSIX_SPAWN_SETSID : 0);
  if (error == 0) error = posix_spawn(pid, path, &actions, &attributes, argv, envp);
  for (int i = 0; i < 3; i++)
    if (copies[i] >= 0) close(copies[i]);
  if (copy >= 0) close(copy);
  posix_spawnattr_destroy(&attributes);
  posix_spawn_file_actions_destroy(&actions);
  return error;
}

int gp_pty_resize(int master, unsigned short rows, unsigned short columns) {
  struct winsize size = {.ws_row = rows, .ws_col = columns};
  return ioctl(master, TIOCSWINSZ, &size) == 0 ? 0 : errno;
}
