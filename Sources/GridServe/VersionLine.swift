/// What a client's first bytes say, before anything else of the connection is read: an SSH 2.0
/// version line (RFC 4253 §4.2), not yet one, or never one.
///
/// The client's first line MUST be its version line: `SSH-2.0-softwareversion [comments]`, ended by
/// LF (CR LF by the RFC; a bare LF as its §5 and NIO SSH allow), at most 255 bytes with them, no NUL.
/// The RFC lets only the server send other lines before its version line; OpenSSH's sshd refuses a
/// client whose first line is anything else, and so does this server. `SSH-1.99-` (a server's way to
/// say it speaks both) and every other version is refused, as NIO SSH would refuse it later.
enum VersionLine: Equatable {
  /// Every byte so far may begin a version line: wait for more.
  case incomplete
  /// A version line, `length` bytes with its line end (the text without CR LF).
  case valid(text: String, length: Int)
  /// Not an SSH 2.0 version line, and no byte to come can make it one.
  case invalid(Problem)

  enum Problem: String, Equatable, Sendable {
    /// The first bytes are not `SSH-` (random bytes, HTTP, a port scanner's probe).
    case notSSH = "not an SSH version line"
    /// `SSH-` followed by a version other than 2.0.
    case otherVersion = "an SSH version other than 2.0"
    /// 255 bytes without a line end, a NUL, or no software version after `SSH-2.0-`.
    case malformed = "a malformed SSH version line"

    /// The problem as a log field's name.
    var logName: String {
      switch self {
      case .notSSH: "not-ssh"
      case .otherVersion: "other-version"
      case .malformed: "malformed"
      }
    }
  }

  /// The longest version line, CR LF included (RFC 4253 §4.2).
  static let maximumLength = 255
  static let prefix = Array("SSH-2.0-".utf8)

  /// What `bytes` (everything the client has sent so far) say.
  static func check(_ bytes: some Collection<UInt8>) -> VersionLine {
    var index = 0
    for byte in bytes {
      if index < prefix.count {
        if byte != prefix[index] { return .invalid(index < 4 ? .notSSH : .otherVersion) }
      } else if byte == UInt8(ascii: "\n") {
        let line = Array(bytes.prefix(index))
        let text = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
        guard text.count > prefix.count, !text.contains(0), !text.contains(UInt8(ascii: "\r")) else {
          return .invalid(.malformed)
        }
        return .valid(text: String(decoding: text, as: UTF8.self), length: index + 1)
      }
      index += 1
      if index >= maximumLength { return .invalid(.malformed) }
    }
    return .incomplete
  }
}
