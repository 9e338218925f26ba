#define _GNU_SOURCE
#include "CTerminalRelay.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved_modes;
static volatile sig_atomic_t saved_fd = -1;
static struct sigaction saved_crash_actions[65];
static volatile sig_atomic_t signal_pipe_write = -1;

void gp_relay_restore_mode(void) {
  int fd = saved_fd;
  if (fd < 0) return;
  saved_fd = -1;
  tcsetattr(fd, TCSAFLUSH, &saved_modes);
}

static void on_crash(int sig) {
  gp_relay_restore_mode();
  sigaction(sig, &saved_crash_actions[sig], NULL);
  raise(sig);
}

int gp_relay_enter_raw_mode(int fd) {
  struct termios modes;
  if (tcgetattr(fd, &modes) != 0) return errno;
  saved_modes = modes;
  cfmakeraw(&modes);
  if (tcsetattr(fd, TCSAFLUSH, &modes) != 0) return errno;
  saved_fd = fd;
  int crashes[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGSYS};
  for (unsigned i = 0; i < sizeof crashes / sizeof crashes[0]; i++) {
    struct sigaction crash;
    memset(&crash, 0, sizeof crash);
    crash.sa_handler = on_crash;
    sigemptyset(&crash.sa_mask);
    crash.sa_flags = SA_NODEFER;
    sigaction(crashes[i], &crash, &saved_crash_actions[crashes[i]]);
  }
  return 0;
}

static void on_signal(int sig) {
  int saved_errno = errno;
  unsigned char byte = (unsigned char)sig;
  if (signal_pipe_write >= 0) (void)!write(signal_pipe_write, &byte, 1);
  errno = saved_errno;
}

int gp_relay_signal_pipe(const int *signals, int count) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC | O_NONBLOCK) != 0) return -1;
  signal_pipe_write = fds[1];
  for (int i = 0; i < count; i++) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(signals[i], &action, NULL);
  }
  return fds[0];
}

int gp_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }
