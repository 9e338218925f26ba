import Crypto
import GridText
import NIOSSH
import SystemPackage

/// The server's Ed25519 host key, kept in a file in OpenSSH's own private-key format (so
/// `ssh-keygen -l -f PATH` shows its fingerprint), generated the first time and never again.
///
/// The file is created with mode 0600 in a folder created with 0700; a key file that others may
/// read or write, or in a folder others may write to (or that another user owns), is refused, as
/// OpenSSH refuses one.
public struct HostKey: Sendable {
  public let privateKey: NIOSSHPrivateKey
  /// `SHA256:…`, as `ssh-keygen -l` and the client's "host key fingerprint" show it.
  public let fingerprint: String
  /// Whether this run generated the key.
  public let isNew: Bool

  /// The key in the file at `path`, or a new one written there if there is no file.
  public static func loadOrCreate(at path: String) throws(ServeError) -> HostKey {
    let name = path.escapedForMessage()
    let info: Stat
    do {
      info = try path.withCString { try Stat($0) }
    } catch Errno.noSuchFileOrDirectory {
      return try create(at: path)
    } catch {
      throw .noInput("host key \(name): \(PosixFile.Failure(error).reason)")
    }
    guard info.type == .regular else { throw .noInput("host key \(name): not a regular file") }
    // A key of ours that others may read or write: `chmod 600` fixes both, so that is the advice
    // (checked before StrictModes' go-w, which would fix only half). Another user's key: its owner
    // first.
    let isOurs = info.userID.rawValue == Syscalls.userID || info.userID.rawValue == 0
    let mode = info.permissions.rawValue
    let isOpen = mode & 0o077 != 0
    let shown = "0" + String(mode & 0o777, radix: 8)
    let openToOthers: ServeError = .config(
      "host key \(name) may be read or written by others (mode \(shown)): "
        + "chmod 600 it, or remove it to make a new one")
    if isOurs, isOpen { throw openToOthers }
    if let problem = PosixFile.unsafeOwnership(of: path, label: "host key") { throw .config(problem) }
    if isOpen { throw openToOthers }
    let bytes: [UInt8]
    do { bytes = try PosixFile.read(path, limit: 64 * 1024) } catch {
      throw .noInput("host key \(name): \(error.reason)")
    }
    guard let seed = OpenSSHKeyFile.ed25519Seed(from: String(decoding: bytes, as: UTF8.self)),
      let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: seed)
    else {
      throw .data("host key \(name) is not an unencrypted OpenSSH Ed25519 private key")
    }
    return HostKey(key: key, isNew: false)
  }

  private init(key: Curve25519.Signing.PrivateKey, isNew: Bool) {
    privateKey = NIOSSHPrivateKey(ed25519Key: key)
    fingerprint = HostKey.fingerprint(ofBlob: OpenSSHKeyFile.publicBlob(key.publicKey.rawRepresentation))
    self.isNew = isNew
  }

  private static func create(at path: String) throws(ServeError) -> HostKey {
    let name = path.escapedForMessage()
    let key = Curve25519.Signing.PrivateKey()
    let text = OpenSSHKeyFile.privateKeyText(
      seed: Array(key.rawRepresentation), publicKey: Array(key.publicKey.rawRepresentation))
    do {
      try PosixFile.makeParentFolders(of: path)
    } catch {
      throw .cannotCreate("cannot create host key \(name): \(error.reason)")
    }
    // A folder others may write to would let them swap the key for theirs.
    let folder = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : "."
    if let problem = PosixFile.unsafeOwnership(of: folder.isEmpty ? "/" : folder, label: "host key folder") {
      throw .config(problem)
    }
    do {
      try PosixFile.createNew(path, contents: Array(text.utf8), mode: 0o600)
    } catch {
      throw .cannotCreate("cannot create host key \(name): \(error.reason)")
    }
    // The public half beside it, for `ssh-keygen -l` or a known_hosts line (best effort).
    let publicLine =
      "ssh-ed25519 " + Base64.encode(OpenSSHKeyFile.publicBlob(key.publicKey.rawRepresentation))
      + " gridpreview-serve\n"
    try? PosixFile.createNew(path + ".pub", contents: Array(publicLine.utf8), mode: 0o644)
    return HostKey(key: key, isNew: true)
  }

  /// `SHA256:` and the unpadded Base64 of the SHA-256 of a public key's wire form.
  static func fingerprint(ofBlob blob: [UInt8]) -> String {
    "SHA256:" + Base64.encode(Array(SHA256.hash(data: blob)), padded: false)
  }

  /// The fingerprint of a client's key, for the log.
  static func fingerprint(of key: NIOSSHPublicKey) -> String {
    let line = String(openSSHPublicKey: key)
    guard let encoded = line.split(separator: " ").dropFirst().first, let blob = Base64.decode(encoded) else {
      return "unknown"
    }
    return fingerprint(ofBlob: blob)
  }
}

/// OpenSSH's private key file format (`openssh-key-v1`, PROTOCOL.key), unencrypted Ed25519 only.
enum OpenSSHKeyFile {
  static let begin = "-----BEGIN OPENSSH PRIVATE KEY-----"
  static let end = "-----END OPENSSH PRIVATE KEY-----"
  static let magic = Array("openssh-key-v1".utf8) + [0]

  /// The wire form of an Ed25519 public key: the type name and the key, each length-prefixed.
  static func publicBlob(_ key: some Collection<UInt8>) -> [UInt8] {
    string(Array("ssh-ed25519".utf8)) + string(Array(key))
  }

  static func privateKeyText(seed: [UInt8], publicKey: [UInt8]) -> String {
    let check = UInt32.random(in: 0...UInt32.max)
    var secret = uint32(check) + uint32(check)
    secret +=
      string(Array("ssh-ed25519".utf8)) + string(publicKey) + string(seed + publicKey)
      + string(Array("gridpreview-serve".utf8))
    var pad: UInt8 = 1
    while secret.count % 8 != 0 {
      secret.append(pad)
      pad += 1
    }
    var body = magic + string(Array("none".utf8)) + string(Array("none".utf8)) + string([])
    body += uint32(1) + string(publicBlob(publicKey)) + string(secret)
    let encoded = Array(Base64.encode(body).utf8)
    var lines: [String] = [begin]
    var index = 0
    while index < encoded.count {
      lines.append(String(decoding: encoded[index..<min(index + 70, encoded.count)], as: UTF8.self))
      index += 70
    }
    lines.append(end)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The 32-byte seed of the file's Ed25519 key, if it is an unencrypted `openssh-key-v1` file
  /// with one Ed25519 key whose halves agree.
  static func ed25519Seed(from text: String) -> [UInt8]? {
    let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters() }
    guard let first = lines.firstIndex(of: begin), let last = lines.firstIndex(of: end), first < last,
      let body = Base64.decode(lines[(first + 1)..<last].joined())
    else { return nil }
    var reader = Reader(bytes: body)
    guard reader.take(magic.count) == magic, reader.string() == Array("none".utf8),
      reader.string() == Array("none".utf8),
      reader.string() == [], reader.uint32() == 1, let publicBlob = reader.string(),
      let secret = reader.string()
    else { return nil }
    var inner = Reader(bytes: secret)
    guard let check1 = inner.uint32(), check1 == inner.uint32(), inner.string() == Array("ssh-ed25519".utf8),
      let publicKey = inner.string(), publicKey.count == 32, let pair = inner.string(), pair.count == 64,
      Array(pair[32...]) == publicKey, self.publicBlob(publicKey) == publicBlob
    else { return nil }
    return Array(pair[..<32])
  }

  static func uint32(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  static func string(_ bytes: [UInt8]) -> [UInt8] { uint32(UInt32(bytes.count)) + bytes }

  struct Reader {
    var bytes: [UInt8]
    var offset = 0

    mutating func take(_ count: Int) -> [UInt8]? {
      guard count >= 0, offset + count <= bytes.count else { return nil }
      defer { offset += count }
      return Array(bytes[offset..<offset + count])
    }

    mutating func uint32() -> UInt32? {
      take(4).map { $0.reduce(0) { $0 << 8 | UInt32($1) } }
    }

    mutating func string() -> [UInt8]? {
      guard let length = uint32(), length < 1 << 20 else { return nil }
      return take(Int(length))
    }
  }
}

extension StringProtocol {
  /// Without spaces, tabs and carriage returns at either end.
  func trimmingCharacters() -> String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    return String(drop(while: isBlank).reversed().drop(while: isBlank).reversed())
  }
}
