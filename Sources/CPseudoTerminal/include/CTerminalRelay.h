// The recorder while it relays a program on a pseudo-terminal (`preview --record`, `record`):
// signals turned into bytes on a pipe so the relay loop can poll for them beside its descriptors.
// (Its own terminal's raw mode is GridTerminal's: `RawTerminal`.)
#ifndef GRIDPREVIEW_CTERMINALRELAY_H
#define GRIDPREVIEW_CTERMINALRELAY_H

/// Makes each of `signals` write its number as one byte to a pipe instead of its default action,
/// and returns the pipe's read end (non-blocking, close-on-exec), or -1 with errno set.
int gp_relay_signal_pipe(const int *signals, int count);

#endif
