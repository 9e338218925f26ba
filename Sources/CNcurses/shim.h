// The C side of GridTerminal: ncursesw with wide characters, plus inline wrappers for the macros and
// globals Swift cannot import, and the signal handlers that must be async-signal-safe.
#ifndef GRIDPREVIEW_CNCURSES_SHIM_H
#define GRIDPREVIEW_CNCURSES_SHIM_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <errno.h>
#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <ncursesw/curses.h>

static inline attr_t gp_a_bold(void) { return A_BOLD; }
static inline attr_t gp_a_dim(void) { return A_DIM; }
static inline attr_t gp_a_reverse(void) { return A_REVERSE; }
static inline attr_t gp_a_underline(void) { return A_UNDERLINE; }
static inline attr_t gp_a_normal(void) { return A_NORMAL; }
static inline WINDOW *gp_stdscr(void) { return stdscr; }
static inline int gp_color_pairs(void) { return COLOR_PAIRS; }
static inline int gp_key_resize(void) { return KEY_RESIZE; }
static inline FILE *gp_stdout(void) { return stdout; }
static inline FILE *gp_stdin(void) { return stdin; }

/// Turns off XON/XOFF flow control on `fd` (Ctrl-S would freeze the screen until Ctrl-Q); ncurses
/// saves the terminal's modes at start-up and puts them back, flow control included, at `endwin`.
static inline int gp_disable_flow_control(int fd) {
  struct termios modes;
  if (tcgetattr(fd, &modes) != 0) return -1;
  modes.c_iflag &= ~(IXON | IXOFF);
  return tcsetattr(fd, TCSANOW, &modes);
}

/// The width in columns of the terminal on `fd`, or 0 if it is not a terminal.
static inline int gp_terminal_width(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_col;
}

/// Whether the current locale's codeset is UTF-8.
static inline int gp_locale_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

// MARK: Mouse
/// Turns mouse reporting on (presses, releases, the wheel, and motion while a button is held, in
/// SGR 1006 form) or off; returns whether the terminal has a mouse at all.
///
/// ncurses asks an xterm-like terminal for its mouse through terminfo's XM string, which in
/// Debian's entries turns on mode 1000 only: presses and releases, never motion. Mode 1002
/// ("button-event tracking": motion while a button is held) is asked for here, on a terminal whose
/// mouse ncurses has turned on, and turned off again before ncurses turns the mouse off. It must
/// follow XM (which would switch 1002 off again), and `mousemask` writes XM at once, so the mode is
/// written straight to the terminal's descriptor (`putp` would queue it in stdio's buffer instead).
static inline int gp_enable_mouse(int on) {
  static const char button_events_on[] = "\033[?1002h", button_events_off[] = "\033[?1002l";
  static int button_events = 0;
  if (!on && button_events) {
    ssize_t ignored = write(STDOUT_FILENO, button_events_off, sizeof button_events_off - 1);
    (void)ignored;
    button_events = 0;
  }
  mmask_t wanted = on ? (ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION) : 0;
  mmask_t got = mousemask(wanted, NULL);
  mouseinterval(0);
  if (on && got != 0) {
    button_events = write(STDOUT_FILENO, button_events_on, sizeof button_events_on - 1) > 0;
  }
  return on ? got != 0 : 1;
}

/// The next mouse event's position and what happened, as a small code: 1–3 press of button 1–3,
/// 11–13 release, 4 wheel up, 5 wheel down, 20 motion; modifiers in `*mods` (1 Shift, 2 Alt, 4 Ctrl).
/// 0 for an event of no use here, -1 when no event is queued.
///
/// ncurses queues the reports that arrived together (a press and its release in one read) behind
/// one KEY_MOUSE, and `getmouse` hands them out newest first: call this until it says -1.
static inline int gp_get_mouse(int *x, int *y, int *mods) {
  MEVENT event;
  if (getmouse(&event) != OK) return -1;
  *x = event.x;
  *y = event.y;
  *mods = ((event.bstate & BUTTON_SHIFT) ? 1 : 0) | ((event.bstate & BUTTON_ALT) ? 2 : 0)
    | ((event.bstate & BUTTON_CTRL) ? 4 : 0);
  mmask_t b = event.bstate;
  if (b & BUTTON4_PRESSED) return 4;
  if (b & BUTTON5_PRESSED) return 5;
  if (b & (BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED | BUTTON1_TRIPLE_CLICKED)) return 1;
  if (b & (BUTTON2_PRESSED | BUTTON2_CLICKED)) return 2;
  if (b & (BUTTON3_PRESSED | BUTTON3_CLICKED)) return 3;
  if (b & BUTTON1_RELEASED) return 11;
  if (b & BUTTON2_RELEASED) return 12;
  if (b & BUTTON3_RELEASED) return 13;
  if (b & REPORT_MOUSE_POSITION) return 20;
  return 0;
}

static inline int gp_key_mouse(void) { return KEY_MOUSE; }

/// Sets one wide-character cell: up to 5 scalars of one grapheme cluster with attributes and a pair.
static inline int gp_put_cell(WINDOW *win, int y, int x, const wchar_t *chars, attr_t attrs, short pair) {
  cchar_t cell;
  if (setcchar(&cell, chars, attrs, pair, NULL) != OK) return ERR;
  return mvwadd_wch(win, y, x, &cell);
}

// MARK: Bidi mode
// ECMA-48's BDSM (Bi-Directional Support Mode, mode 8): a terminal that applies the Unicode bidi
// algorithm itself (VTE: GNOME Terminal, Tilix…) reorders, in its default implicit mode (set), every
// line written to it. The previewer writes each line already in visual order, so the terminal is put
// in explicit mode (`CSI 8 l`, reset) while it runs and back in implicit mode (`CSI 8 h`, set) on
// every way out, as the terminal-wg BiDi recommendation asks of applications that lay out their own
// text. Other terminals ignore an SM/RM of a mode they do not have. Written straight to the
// descriptor (write(2) is async-signal-safe), so the crash handler can restore the mode too.

/// Whether the terminal was put in explicit mode and must be put back.
static inline volatile sig_atomic_t *gp_explicit_bidi(void) {
  static volatile sig_atomic_t value = 0;
  return &value;
}

/// `CSI 8 h`, implicit bidi mode, on standard output, if `gp_enter_explicit_bidi` sent `CSI 8 l`;
/// nothing otherwise. Async-signal-safe, and safe to call twice.
static inline void gp_restore_implicit_bidi(void) {
  static const char implicit_mode[] = "\033[8h";
  if (!*gp_explicit_bidi()) return;
  *gp_explicit_bidi() = 0;
  ssize_t ignored = write(STDOUT_FILENO, implicit_mode, sizeof implicit_mode - 1);
  (void)ignored;
}

static inline void gp_restore_implicit_bidi_at_exit(void) { gp_restore_implicit_bidi(); }

/// `CSI 8 l`, explicit bidi mode, on standard output. Async-signal-safe.
static inline void gp_send_explicit_bidi(void) {
  static const char explicit_mode[] = "\033[8l";
  *gp_explicit_bidi() = 1;
  ssize_t ignored = write(STDOUT_FILENO, explicit_mode, sizeof explicit_mode - 1);
  (void)ignored;
}

/// `CSI 8 l`; `gp_restore_implicit_bidi` puts it back, and `exit` does if nothing else has (an
/// `atexit` hook, registered once).
static inline void gp_enter_explicit_bidi(void) {
  static int hooked = 0;
  if (!hooked) hooked = atexit(gp_restore_implicit_bidi_at_exit) == 0;
  gp_send_explicit_bidi();
}

/// ncurses' SIGTSTP handler (Ctrl-Z), wrapped by `gp_on_suspend`; and whether the previewer is
/// suspended with the terminal's implicit mode given back.
static inline struct sigaction *gp_curses_suspend_action(void) {
  static struct sigaction action;
  return &action;
}
static inline volatile sig_atomic_t *gp_suspended(void) {
  static volatile sig_atomic_t value = 0;
  return &value;
}

/// Ctrl-Z: ncurses' handler ends curses, stops the process and, once it goes on, repaints. When the
/// process can stop, the shell gets implicit mode meanwhile, and `gp_on_continue` switches back
/// before the repaint (SIGCONT is handled before the stopped handler goes on). It can stop only as
/// a job of a job-control shell: a tmux pane's, an `ssh host gridpreview` or a served previewer
/// runs in its session leader's process group, which is orphaned, and there the kernel discards
/// the stop and ncurses only repaints: the mode is left alone.
static inline void gp_on_suspend(int sig) {
  if (*gp_explicit_bidi() && getpgrp() != getsid(0)) {
    gp_restore_implicit_bidi();
    *gp_suspended() = 1;
  }
  gp_curses_suspend_action()->sa_handler(sig);
  // Not stopped after all (no SIGCONT came): explicit mode again, late rather than never.
  if (*gp_suspended()) {
    *gp_suspended() = 0;
    gp_send_explicit_bidi();
  }
}

static inline void gp_on_continue(int sig) {
  (void)sig;
  if (!*gp_suspended()) return;
  *gp_suspended() = 0;
  gp_send_explicit_bidi();
}

/// Wraps the SIGTSTP handler ncurses installed (only when SIGTSTP was at its default action) so a
/// suspended previewer leaves the terminal in implicit bidi mode; nothing if it installed none.
static inline void gp_wrap_suspend_handler(void) {
  struct sigaction current;
  if (sigaction(SIGTSTP, NULL, &current) != 0) return;
  if ((current.sa_flags & SA_SIGINFO) || current.sa_handler == SIG_DFL || current.sa_handler == SIG_IGN
      || current.sa_handler == gp_on_suspend) {
    return;
  }
  *gp_curses_suspend_action() = current;
  struct sigaction wrapper = current;
  wrapper.sa_handler = gp_on_suspend;
  sigaction(SIGTSTP, &wrapper, NULL);
  struct sigaction resume;
  memset(&resume, 0, sizeof resume);
  resume.sa_handler = gp_on_continue;
  sigemptyset(&resume.sa_mask);
  resume.sa_flags = SA_RESTART;
  sigaction(SIGCONT, &resume, NULL);
}

// MARK: Signals
// A quit signal — every signal whose default action ends the process without a fault: INT, TERM,
// HUP, QUIT, PIPE, ALRM, USR1, USR2 and the rest — only records its number; the event loop notices
// (the blocking read returns with EINTR), restores the terminal and exits with 128 + the number.
// A crash signal restores the terminal at once and puts back the previous action, so a real fault is
// reported by the old handler (Swift's backtrace, on a usable terminal), and a crash signal sent
// with kill ends the process instead of leaving it running without curses (gp_on_crash_signal).

// Swift emits only the functions it uses from this header, so the state lives in function-local
// statics rather than header globals (which would never be defined).
static inline volatile sig_atomic_t *gp_quit_signal(void) {
  static volatile sig_atomic_t value = 0;
  return &value;
}
static inline volatile sig_atomic_t *gp_curses_active(void) {
  static volatile sig_atomic_t value = 0;
  return &value;
}
typedef struct { struct sigaction actions[65]; } gp_action_table;
static inline gp_action_table *gp_saved_actions(void) {
  static gp_action_table table;
  return &table;
}

static inline void gp_on_quit_signal(int sig) { *gp_quit_signal() = sig; }

/// A fault (si_code > 0) returns with the previous action back in place: the faulting instruction
/// runs again and faults again, so the old handler (Swift's backtracer) reports the real crash site.
/// A crash signal that was sent (kill, raise, abort: si_code <= 0) has no fault to repeat: the old
/// handler gets it once, and if it returns the signal ends the process by its default action, so
/// the previewer never carries on without curses.
static inline void gp_on_crash_signal(int sig, siginfo_t *info, void *context) {
  (void)context;
  if (*gp_curses_active()) {
    *gp_curses_active() = 0;
    endwin();
  }
  gp_restore_implicit_bidi();
  sigaction(sig, &gp_saved_actions()->actions[sig], NULL);
  if (info != NULL && info->si_code > 0) return;
  raise(sig);
  signal(sig, SIG_DFL);
  raise(sig);
}

/// Installs `handler` for every crash signal (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT,
/// SIGSYS), with the signal's number, its information and no deferral, saving the previous actions
/// in `saved` by signal number.
static inline void gp_install_crash_handlers(
  void (*handler)(int, siginfo_t *, void *), struct sigaction *saved) {
  int crashes[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGSYS};
  for (unsigned i = 0; i < sizeof crashes / sizeof crashes[0]; i++) {
    struct sigaction crash;
    memset(&crash, 0, sizeof crash);
    crash.sa_sigaction = handler;
    sigemptyset(&crash.sa_mask);
    crash.sa_flags = SA_NODEFER | SA_SIGINFO;
    sigaction(crashes[i], &crash, &saved[crashes[i]]);
  }
}

static inline void gp_install_signal_handlers(void) {
  struct sigaction quit;
  memset(&quit, 0, sizeof quit);
  quit.sa_handler = gp_on_quit_signal;
  sigemptyset(&quit.sa_mask);
  quit.sa_flags = 0;  // no SA_RESTART: a blocking read returns so the loop can see the signal
  int quits[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF,
                 SIGXCPU, SIGXFSZ, SIGIO, SIGPWR, SIGSTKFLT};
  for (unsigned i = 0; i < sizeof quits / sizeof quits[0]; i++) sigaction(quits[i], &quit, NULL);

  gp_install_crash_handlers(gp_on_crash_signal, gp_saved_actions()->actions);
}

static inline int gp_take_quit_signal(void) {
  int sig = *gp_quit_signal();
  *gp_quit_signal() = 0;
  return sig;
}

static inline void gp_set_curses_active(int active) { *gp_curses_active() = active; }

// MARK: Raw mode (without curses)
// The user's terminal as a plain byte stream while `preview --record` relays another program's
// terminal to it: every byte passed on as it is, and the saved modes put back on every way out,
// a crash included (the crash then goes on to the previous handler).

/// The modes saved by `gp_enter_raw_mode`, the terminal they belong to (-1: none), and the crash
/// actions replaced meanwhile.
typedef struct {
  struct termios modes;
  volatile sig_atomic_t fd;
  struct sigaction crash_actions[65];
} gp_raw_mode_state;
static inline gp_raw_mode_state *gp_raw_mode(void) {
  static gp_raw_mode_state state = {.fd = -1};
  return &state;
}

/// Puts back the modes `gp_enter_raw_mode` saved; nothing if it was not called. Safe to call twice.
static inline void gp_restore_mode(void) {
  int fd = gp_raw_mode()->fd;
  if (fd < 0) return;
  gp_raw_mode()->fd = -1;
  tcsetattr(fd, TCSAFLUSH, &gp_raw_mode()->modes);
}

static inline void gp_on_crash_in_raw_mode(int sig, siginfo_t *info, void *context) {
  (void)info;
  (void)context;
  gp_restore_mode();
  sigaction(sig, &gp_raw_mode()->crash_actions[sig], NULL);
  raise(sig);
}

/// Saves the modes of the terminal on `fd` and puts it in raw mode (no echo, no signals from keys,
/// no output processing), and installs handlers for the crash signals that put the saved modes back
/// before the crash goes on. Returns 0 or an errno value.
static inline int gp_enter_raw_mode(int fd) {
  struct termios modes;
  if (tcgetattr(fd, &modes) != 0) return errno;
  gp_raw_mode()->modes = modes;
  cfmakeraw(&modes);
  if (tcsetattr(fd, TCSAFLUSH, &modes) != 0) return errno;
  gp_raw_mode()->fd = fd;
  gp_install_crash_handlers(gp_on_crash_in_raw_mode, gp_raw_mode()->crash_actions);
  return 0;
}

/// The size of the terminal on `fd` in `*columns` and `*rows`; 0 if it has one, else -1.
static inline int gp_terminal_size(int fd, int *columns, int *rows) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
  *columns = size.ws_col;
  *rows = size.ws_row;
  return 0;
}

#endif
