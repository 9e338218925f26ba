import Foundation
import GridServe
import GridTestSupport
import NIOSSH
import Testing

@Suite(.enabled(if: SSHKeygen.isAvailable, "ssh-keygen (openssh-client) is not installed"))
struct AuthorizedKeysTests {
  @Test func ed25519AndEveryECDSACurveAreTakenWithCommentsAndBlankLinesSkipped() throws {
    let folder = try TemporaryFolder()
    let ed = try SSHKeygen.makeKey("ed25519", in: folder.url, name: "ed")
    let p256 = try SSHKeygen.makeKey("ecdsa", bits: 256, in: folder.url, name: "p256")
    let p384 = try SSHKeygen.makeKey("ecdsa", bits: 384, in: folder.url, name: "p384")
    let p521 = try SSHKeygen.makeKey("ecdsa", bits: 521, in: folder.url, name: "p521")
    let text = "# team keys\n\n\(ed)\r\n  \(p256)\n\(p384)\n\(p521)\n"
    let parsed = AuthorizedKeys.parse(text, fileName: "keys")
    #expect(parsed.warnings == [])
    #expect(parsed.keys.count == 4)
    #expect(parsed.keys.first == (try NIOSSHPublicKey(openSSHPublicKey: ed)))
  }

  @Test func otherKeyTypesAreSkippedWithTheirLine() throws {
    let folder = try TemporaryFolder()
    let rsa = try SSHKeygen.makeKey("rsa", bits: 2048, in: folder.url, name: "rsa")
    let ed = try SSHKeygen.makeKey("ed25519", in: folder.url, name: "ed")
    let parsed = AuthorizedKeys.parse("\(rsa)\n\(ed)\nnonsense\nssh-ed25519 AAAA!!!\n", fileName: "keys")
    #expect(parsed.keys.count == 1)
    #expect(
      parsed.warnings == [
        "keys:1: 'ssh-rsa' keys are not supported (only ssh-ed25519 and ecdsa-sha2-nistp256/384/521): skipped",
        "keys:3: not a key line: skipped",
        "keys:4: the ssh-ed25519 key cannot be read: skipped",
      ])
  }

  /// Options that restrict what this server never offers anyway are fine; options it cannot obey
  /// (a source address, a forced command) would let in more than the line says.
  @Test func aLineWithOptionsThisServerCannotHonourIsSkipped() throws {
    let folder = try TemporaryFolder()
    let ed = try SSHKeygen.makeKey("ed25519", in: folder.url, name: "ed")
    let text = """
      restrict,no-port-forwarding \(ed)
      from="10.0.0.1,10.0.0.2",command="echo hi" \(ed)
      """
    let parsed = AuthorizedKeys.parse(text, fileName: "keys")
    #expect(parsed.keys.count == 1)
    #expect(parsed.warnings == ["keys:2: options this server cannot honour ('from', 'command'): skipped"])
  }

  @Test func aFileWithNoUsableKeyOrNoFileStopsTheServer() throws {
    let folder = try TemporaryFolder()
    try "# nothing\n".write(toFile: folder.path("empty"), atomically: true, encoding: .utf8)
    let empty = try AuthorizedKeys.load(from: folder.path("empty"))
    #expect(
      throws: ServeError(
        "authorized keys \(folder.path("empty")): no usable ssh-ed25519 or ecdsa-sha2-nistp256/384/521 key in it; nobody could log in",
        exitCode: 78)
    ) { try empty.requireUsable(path: folder.path("empty")) }
    do {
      _ = try AuthorizedKeys.load(from: folder.path("missing"))
      Issue.record("a missing file loaded")
    } catch {
      #expect(error.exitCode == 66)
      #expect(error.description.contains("missing: no such file"))
    }
  }

  /// As sshd's StrictModes: a file that others may write (or in a folder they may write to) lets
  /// them decide who logs in. A sticky folder such as /tmp is fine.
  @Test func aFileOthersMayWriteIsRefused() throws {
    let folder = try TemporaryFolder()
    let ed = try SSHKeygen.makeKey("ed25519", in: folder.url, name: "ed")
    try "\(ed)\n".write(toFile: folder.path("keys"), atomically: true, encoding: .utf8)
    chmod(folder.path("keys"), 0o644)
    #expect(try AuthorizedKeys.load(from: folder.path("keys")).keys.count == 1)
    chmod(folder.path("keys"), 0o666)
    #expect(
      throws: ServeError(
        "authorized keys \(folder.path("keys")) may be written by others (mode 0666): chmod go-w it",
        exitCode: 78)
    ) { try AuthorizedKeys.load(from: folder.path("keys")) }
    chmod(folder.path("keys"), 0o600)
    chmod(folder.path(""), 0o777)
    defer { chmod(folder.path(""), 0o700) }
    #expect(
      throws: ServeError(
        "authorized keys \(folder.path("keys")): its folder \(folder.url.path) may be written by others (mode 0777): chmod go-w that folder",
        exitCode: 78)
    ) { try AuthorizedKeys.load(from: folder.path("keys")) }
    chmod(folder.path(""), 0o1777)
    #expect(try AuthorizedKeys.load(from: folder.path("keys")).keys.count == 1)
  }

  /// `no-pty`, and `restrict` unless a later `pty` undoes it, take the terminal away from that key.
  @Test func noPtyAndRestrictKeysGetNoTerminal() throws {
    let folder = try TemporaryFolder()
    let keys = try (0..<5).map { try SSHKeygen.makeKey("ed25519", in: folder.url, name: "k\($0)") }
    let text = """
      \(keys[0])
      no-pty \(keys[1])
      restrict \(keys[2])
      restrict,pty \(keys[3])
      pty,no-pty,no-port-forwarding \(keys[4])
      """
    let parsed = AuthorizedKeys.parse(text, fileName: "keys")
    #expect(parsed.warnings == [])
    #expect(parsed.keys.count == 5)
    let expected = try [keys[1], keys[2], keys[4]].map { try NIOSSHPublicKey(openSSHPublicKey: $0) }
    #expect(parsed.terminalForbidden.map(\.key) == expected)
    // The log names the option that took the terminal away.
    #expect(parsed.terminalForbidden.map(\.option) == ["no-pty", "restrict", "no-pty"])
    #expect(parsed.optionForbiddingTerminal(for: expected[1]) == "restrict")
    #expect(parsed.optionForbiddingTerminal(for: try NIOSSHPublicKey(openSSHPublicKey: keys[3])) == nil)
  }
}
