import GridText
import NIOSSH

/// The public keys allowed in, read from an OpenSSH `authorized_keys` file.
///
/// Each line is a key (`ssh-ed25519 AAAA… comment`); blank lines and `#` comments are skipped. Only
/// the key types NIO SSH verifies are taken — Ed25519 and ECDSA on P-256, P-384 and P-521; a line
/// with another type (RSA, security keys, certificates) is skipped with a warning. A line with
/// options is taken only if every option is one this server obeys: `no-pty` and `restrict` (a key
/// with either gets no terminal, so no previewer — only the batch commands — unless `restrict` is
/// followed by `pty`), and `no-port-forwarding`, `no-agent-forwarding`, `no-X11-forwarding`,
/// `no-user-rc`, which restrict what the server never offers. Options it cannot honour (`from=`,
/// `command=`, `expiry-time=` …) would grant more than the line says, so such a line is skipped
/// with a warning.
public struct AuthorizedKeys: Sendable {
  public var keys: [NIOSSHPublicKey]
  /// The keys whose line forbids a terminal, each with the option that does (`no-pty`, or
  /// `restrict` without a later `pty`), as the log names it.
  public var terminalForbidden: [(key: NIOSSHPublicKey, option: String)] = []
  /// `PATH:LINE: why this line was skipped`, escaped.
  public var warnings: [String]

  static let supportedTypes: Set<String> = [
    "ssh-ed25519", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521",
  ]
  static let obeyedOptions: Set<String> = [
    "restrict", "no-port-forwarding", "no-agent-forwarding", "no-x11-forwarding", "no-user-rc", "no-pty",
    "pty",
  ]

  /// Reads and parses the file at `path`, which only this user (or root) may change, as sshd's
  /// StrictModes requires; an empty result is the caller's to refuse (`requireUsable`), after it
  /// has shown the warnings.
  public static func load(from path: String) throws(ServeError) -> AuthorizedKeys {
    let name = path.escapedForMessage()
    let bytes: [UInt8]
    do { bytes = try PosixFile.read(path, limit: 1 << 20) } catch {
      throw .noInput(
        "authorized keys \(name): \(error.code == 2 ? "no such file" : error.reason) (give --authorized-keys PATH)"
      )
    }
    if let problem = PosixFile.unsafeOwnership(of: path, label: "authorized keys") { throw .config(problem) }
    return parse(String(decoding: bytes, as: UTF8.self), fileName: name)
  }

  /// The option on `key`'s line that forbids it a terminal (`no-pty` or `restrict`), if any.
  public func optionForbiddingTerminal(for key: NIOSSHPublicKey) -> String? {
    terminalForbidden.first { $0.key == key }?.option
  }

  /// Throws unless at least one key was taken from the file at `path`.
  public func requireUsable(path: String) throws(ServeError) {
    guard keys.isEmpty else { return }
    throw .config(
      "authorized keys \(path.escapedForMessage()): no usable ssh-ed25519 or ecdsa-sha2-nistp256/384/521 key in it; nobody could log in"
    )
  }

  /// The keys of a file's text; `fileName` (already escaped) prefixes the warnings.
  public static func parse(_ text: String, fileName: String) -> AuthorizedKeys {
    var result = AuthorizedKeys(keys: [], warnings: [])
    for (index, raw) in text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }
    ).enumerated() {
      let line = raw.trimmingCharacters()
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let place = "\(fileName):\(index + 1)"
      let (options, rest) = splitOptions(line)
      let words = rest.split(separator: " ", omittingEmptySubsequences: true)
      guard let type = words.first.map(String.init), words.count >= 2 else {
        result.warnings.append("\(place): not a key line: skipped")
        continue
      }
      guard supportedTypes.contains(type) else {
        result.warnings.append(
          "\(place): \(type.quotedForMessage()) keys are not supported (only ssh-ed25519 and ecdsa-sha2-nistp256/384/521): skipped"
        )
        continue
      }
      let unsupported = options.filter { !obeyedOptions.contains($0.lowercased()) }
      guard unsupported.isEmpty else {
        let names = unsupported.map { String($0.split(separator: "=").first ?? "").quotedForMessage() }
        result.warnings.append(
          "\(place): options this server cannot honour (\(names.joined(separator: ", "))): skipped")
        continue
      }
      guard let key = try? NIOSSHPublicKey(openSSHPublicKey: "\(type) \(words[1])") else {
        result.warnings.append("\(place): the \(type) key cannot be read: skipped")
        continue
      }
      result.keys.append(key)
      // Later options win, as in sshd: `restrict,pty` allows a terminal, `pty,no-pty` does not.
      var forbiddenBy: String?
      for option in options.map({ $0.lowercased() }) {
        if option == "restrict" || option == "no-pty" { forbiddenBy = option }
        if option == "pty" { forbiddenBy = nil }
      }
      if let forbiddenBy { result.terminalForbidden.append((key, forbiddenBy)) }
    }
    return result
  }

  /// The options before the key type (comma-separated, values possibly quoted) and the rest.
  static func splitOptions(_ line: String) -> (options: [String], rest: Substring) {
    if let first = line.split(separator: " ").first,
      supportedTypes.contains(String(first)) || first.hasPrefix("ssh-")
        || first.hasPrefix("ecdsa-") || first.hasPrefix("sk-")
    {
      return ([], line[...])
    }
    var options: [String] = []
    var current = ""
    var quoted = false
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if character == "\"" {
        quoted.toggle()
        current.append(character)
      } else if character == "," && !quoted {
        options.append(current)
        current = ""
      } else if (character == " " || character == "\t") && !quoted {
        break
      } else {
        current.append(character)
      }
      index = line.index(after: index)
    }
    if !current.isEmpty { options.append(current) }
    return (options, line[index...].drop { $0 == " " || $0 == "\t" })
  }
}
