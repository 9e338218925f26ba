import SystemPackage

#if canImport(Glibc)
  import Glibc
#endif

/// Every call into C that GridServe makes and swift-system lacks (sockets, `fcntl`, ownership and
/// modes, signals, the wall clock, locales), as swift-system's `Syscalls.swift` keeps them: Swift
/// names outward, the C name in the doc comment. Files are opened, read, written and closed with
/// swift-system's `FileDescriptor`.
enum Syscalls {
  // MARK: Files

  /// `realpath(path, NULL)`: `path` with symbolic links and `.`/`..` resolved, or nil.
  static func resolvedPath(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// `getuid()`: the user the server runs as.
  static var userID: UInt32 { getuid() }

  /// `fchmod(fd, mode)`: the mode asked for, whatever the umask.
  static func setPermissions(_ fd: FileDescriptor, _ permissions: FilePermissions) throws(Errno) {
    guard fchmod(fd.rawValue, permissions.rawValue) == 0 else { throw Errno(rawValue: errno) }
  }

  /// `mkdir(path, mode)`; a folder that exists already is no error.
  static func makeFolder(_ path: String, permissions: FilePermissions) throws(Errno) {
    if mkdir(path, permissions.rawValue) != 0, errno != EEXIST { throw Errno(rawValue: errno) }
  }

  // MARK: Descriptors

  /// `getrlimit(RLIMIT_NOFILE)`, then `setrlimit` raising the soft limit to the hard one if it is
  /// below `wanted`: how many descriptors the process may have open, before and after.
  static func raiseDescriptorLimit(toward wanted: Int) -> (before: Int, after: Int, hard: Int) {
    var limit = rlimit()
    let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    guard getrlimit(resource, &limit) == 0 else { return (0, 0, 0) }
    let before = Int(clamping: limit.rlim_cur)
    let hard = Int(clamping: limit.rlim_max)
    guard before < wanted, before < hard else { return (before, before, hard) }
    limit.rlim_cur = limit.rlim_max
    guard setrlimit(resource, &limit) == 0 else { return (before, before, hard) }
    return (before, hard, hard)
  }

  /// `socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC)`: a connected pair of Unix stream sockets,
  /// both close-on-exec.
  static func socketPair() -> Result<(ours: Int32, theirs: Int32), Errno> {
    var fds: [Int32] = [-1, -1]
    let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    guard socketpair(AF_UNIX, type, 0, &fds) == 0 else { return .failure(Errno(rawValue: errno)) }
    return .success((fds[0], fds[1]))
  }

  /// `fcntl(fd, F_DUPFD_CLOEXEC, 0)`: a close-on-exec copy of `fd`, or -1.
  static func duplicateClosingOnExec(_ fd: Int32) -> Int32 { fcntl(fd, F_DUPFD_CLOEXEC, 0) }

  /// `fcntl(fd, F_SETFL, … | O_NONBLOCK)`: reads and writes on `fd` no longer wait.
  static func makeNonBlocking(_ fd: FileDescriptor) {
    let flags = fcntl(fd.rawValue, F_GETFL)
    _ = fcntl(fd.rawValue, F_SETFL, flags | O_NONBLOCK)
  }

  /// `send(fd, bytes, MSG_NOSIGNAL)` until every byte is sent, retried after interruptions and
  /// waiting (`poll`, 100 ms at a time) while the socket is full; false once it fails (a peer that
  /// went away raises no SIGPIPE).
  static func sendAll(_ bytes: [UInt8], on fd: FileDescriptor) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        send(fd.rawValue, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if sent > 0 {
        offset += sent
      } else if sent < 0, errno == EINTR {
        continue
      } else if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK {
        var entry = pollfd(fd: fd.rawValue, events: Int16(POLLOUT), revents: 0)
        _ = poll(&entry, 1, 100)
      } else {
        return false
      }
    }
    return true
  }

  // MARK: Signals, time, locales

  /// `signal(number, SIG_IGN)`.
  static func ignore(signal number: Int32) { _ = signal(number, SIG_IGN) }

  /// `time` + `gmtime_r`: the time now in UTC, to the second.
  static func utcNow() -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
    var now = time(nil)
    var parts = tm()
    gmtime_r(&now, &parts)
    return (
      Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday), Int(parts.tm_hour),
      Int(parts.tm_min), Int(parts.tm_sec)
    )
  }

  /// `newlocale` with every category, then `freelocale`: whether this machine has the locale `name`.
  static func hasLocale(_ name: String) -> Bool {
    // LC_ALL_MASK is a macro Swift does not import: every category but LC_ALL itself.
    let categories = [
      LC_CTYPE, LC_NUMERIC, LC_TIME, LC_COLLATE, LC_MONETARY, LC_MESSAGES, LC_PAPER, LC_NAME, LC_ADDRESS,
      LC_TELEPHONE, LC_MEASUREMENT, LC_IDENTIFICATION,
    ]
    let mask = categories.reduce(Int32(0)) { $0 | (1 << $1) }
    guard let locale = newlocale(mask, name, nil) else { return false }
    freelocale(locale)
    return true
  }

  // MARK: Memory

  /// `malloc_trim(0)` (glibc, looked up with `dlsym`: Swift's Glibc module does not declare it):
  /// hands the heap's free pages back to the system, so that memory freed after a flood of
  /// connections, or a room that has left, leaves the server's resident size too. Nothing where
  /// the C library has no such function.
  static func releaseFreeMemory() {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
    typealias Trim = @convention(c) (Int) -> Int32
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
  }
}
