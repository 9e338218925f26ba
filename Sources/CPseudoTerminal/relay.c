#define _GNU_SOURCE
#include "CTerminalRelay.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t signal_pipe_write = -1;

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
