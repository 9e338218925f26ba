// The recorder's own terminal while it relays a program on a pseudo-terminal (`preview --record`):
// raw mode that is put back on every way out, and signals turned into bytes on a pipe so the relay
// loop can poll for them beside its descriptors.
#ifndef GRIDPREVIEW_CTERMINALRELAY_H
#define GRIDPREVIEW_CTERMINALRELAY_H

/// Saves the modes of the terminal on `fd` and puts it in raw mode (every byte passed on as it is,
/// no echo, no signals from keys, no output processing), and installs handlers for the crash
/// signals that put the saved modes back before the crash goes on. Returns 0 or an errno value.
int gp_relay_enter_raw_mode(int fd);

/// Puts back the modes `gp_relay_enter_raw_mode` saved; nothing if it was not called. Safe to call
/// twice.
void gp_relay_restore_mode(void);

/// Makes each of `signals` write its number as one byte to a pipe instead of its default action,
/// and returns the pipe's read end (non-blocking, close-on-exec), or -1 with errno set.
int gp_relay_signal_pipe(const int *signals, int count);

/// `pipe2(fds, O_CLOEXEC)`: a pipe no other program started meanwhile inherits. Returns 0 or -1.
int gp_pipe_cloexec(int fds[2]);

#endif
