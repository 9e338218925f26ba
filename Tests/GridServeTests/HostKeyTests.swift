import Foundation
import GridServe
import GridTestSupport
import Testing

/// The host key file: made once with mode 0600, in OpenSSH's format (read back by ssh-keygen).
@Suite(.enabled(if: SSHKeygen.isAvailable, "ssh-keygen (openssh-client) is not installed"))
struct HostKeyTests {
  @Test func aNewKeyIsPrivateToItsOwnerAndOpenSSHReadsIt() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("state/gridpreview/host_key")
    let key = try HostKey.loadOrCreate(at: path)
    #expect(key.isNew)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let parent = try FileManager.default.attributesOfItem(atPath: folder.path("state/gridpreview"))
    #expect((parent[.posixPermissions] as? Int) == 0o700)
    // ssh-keygen derives the public key from the private file and prints the same fingerprint.
    let derived = try SSHKeygen.run(["-y", "-f", path])
    #expect(derived.status == 0)
    #expect(derived.output.hasPrefix("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5"))
    let fingerprint = try SSHKeygen.run(["-l", "-E", "sha256", "-f", path])
    #expect(fingerprint.output.split(separator: " ").dropFirst().first.map(String.init) == key.fingerprint)
    let published = try String(contentsOfFile: path + ".pub", encoding: .utf8)
    #expect(published.split(separator: " ").prefix(2) == derived.output.split(separator: " ").prefix(2))
  }

  @Test func theKeyIsMadeOnceAndReadAfterwards() throws {
    let folder = try TemporaryFolder()
    let first = try HostKey.loadOrCreate(at: folder.path("key"))
    let second = try HostKey.loadOrCreate(at: folder.path("key"))
    #expect(!second.isNew)
    #expect(second.fingerprint == first.fingerprint)
  }

  @Test func aKeyMadeByOpenSSHIsReadToo() throws {
    let folder = try TemporaryFolder()
    _ = try SSHKeygen.makeKey("ed25519", in: folder.url, name: "openssh")
    let fingerprint = try SSHKeygen.run(["-l", "-E", "sha256", "-f", folder.path("openssh")]).output
    let key = try HostKey.loadOrCreate(at: folder.path("openssh"))
    #expect(fingerprint.contains(key.fingerprint))
  }

  @Test func aKeyOthersMayReadIsRefused() throws {
    let folder = try TemporaryFolder()
    _ = try HostKey.loadOrCreate(at: folder.path("key"))
    chmod(folder.path("key"), 0o644)
    do {
      _ = try HostKey.loadOrCreate(at: folder.path("key"))
      Issue.record("a key readable by others was used")
    } catch {
      #expect(error.exitCode == 78)
      #expect(error.description.contains("(mode 0644): chmod 600 it"))
    }
  }

  /// A key others may write to (0666) is told `chmod 600` at once, not `chmod go-w` and then, once
  /// that is done, `chmod 600`.
  @Test(arguments: [0o666, 0o620, 0o604])
  func aKeyOthersMayWriteIsToldChmod600AtOnce(_ mode: Int) throws {
    let folder = try TemporaryFolder()
    _ = try HostKey.loadOrCreate(at: folder.path("key"))
    chmod(folder.path("key"), mode_t(mode))
    do {
      _ = try HostKey.loadOrCreate(at: folder.path("key"))
      Issue.record("a key open to others was used")
    } catch {
      #expect(error.exitCode == 78)
      let octal = String(mode, radix: 8)
      #expect(
        error.description.contains("may be read or written by others (mode 0\(octal)): chmod 600 it"),
        "\(error.description)")
      #expect(!error.description.contains("go-w"), "\(error.description)")
    }
  }

  /// As sshd's StrictModes: a folder others may write to would let them swap the key for theirs.
  @Test func aKeyInAFolderOthersMayWriteToIsRefused() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path("open"), withIntermediateDirectories: true)
    chmod(folder.path("open"), 0o777)
    #expect(
      throws: ServeError(
        "host key folder \(folder.path("open")) may be written by others (mode 0777): chmod go-w it",
        exitCode: 78)
    ) {
      try HostKey.loadOrCreate(at: folder.path("open/key"))
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path("open/key")))
    chmod(folder.path("open"), 0o700)
    _ = try HostKey.loadOrCreate(at: folder.path("open/key"))
    chmod(folder.path("open"), 0o775)
    #expect(
      throws: ServeError(
        "host key \(folder.path("open/key")): its folder \(folder.path("open")) may be written by others (mode 0775): chmod go-w that folder",
        exitCode: 78)
    ) {
      try HostKey.loadOrCreate(at: folder.path("open/key"))
    }
  }

  @Test func aFileThatIsNoKeyIsRefused() throws {
    let folder = try TemporaryFolder()
    _ = FileManager.default.createFile(
      atPath: folder.path("key"), contents: Data("hello".utf8), attributes: [.posixPermissions: 0o600])
    #expect(
      throws: ServeError(
        "host key \(folder.path("key")) is not an unencrypted OpenSSH Ed25519 private key", exitCode: 65)
    ) {
      try HostKey.loadOrCreate(at: folder.path("key"))
    }
  }
}
