import Foundation
import GridTestSupport
import Testing

/// `gridpreview serve`'s command line: what it refuses before listening, and its help.
@Suite struct ServeCommandTests {
  @Test(arguments: [
    (
      ["--allow-any-key", "--address", "0.0.0.0"],
      "would let anyone who can reach it in; use a loopback address"
    ),
    (
      ["--allow-any-key", "--authorized-keys", "k"],
      "--allow-any-key and --authorized-keys exclude each other"
    ),
    (["--allow-any-key-on-network"], "--allow-any-key-on-network only confirms --allow-any-key"),
    (["--idle-timeout", "soon"], "--idle-timeout: 'soon' is no duration (90s, 15m, 2h, off)"),
    (["--max-sessions", "0"], "--max-sessions must be between 1 and 2000, got 0"),
    (["--port", "70000"], "--port must be between 0 and 65535, got 70000"),
    (["-"], "serve needs a fixture file (or none, for the demo), not standard input"),
  ])
  func badOptionsAreRefusedBeforeListening(_ arguments: [String], _ message: String) throws {
    let output = try Executable.run(["serve"] + arguments, timeout: 20)
    #expect(output.status == 64)
    #expect(output.stderr.contains(message), "\(output.stderr)")
    #expect(!output.stderr.contains("listening"))
  }

  @Test func missingOrUnsafeFilesAreRefusedWithTheirStatus() throws {
    let folder = try TemporaryFolder()
    let missing = try Executable.run(
      ["serve", "--port", "0", "--host-key", folder.path("key"), "--authorized-keys", folder.path("nope")],
      timeout: 20)
    #expect(missing.status == 66)
    #expect(
      missing.stderr.contains(
        "authorized keys \(folder.path("nope")): no such file (give --authorized-keys PATH)"))
    let fixture = try Executable.run(["serve", folder.path("absent.json"), "--port", "0"], timeout: 20)
    #expect(fixture.status == 66)
    try folder.write("not a key\n", to: "authorized_keys")
    let unusable = try Executable.run(
      [
        "serve", "--port", "0", "--host-key", folder.path("key"), "--authorized-keys",
        folder.path("authorized_keys"),
      ],
      timeout: 20)
    #expect(unusable.status == 78)
    #expect(unusable.stderr.contains("nobody could log in"))
  }

  /// When no key is usable, each skipped line's reason comes first, then the error.
  @Test func anUnusableAuthorizedKeysFileSaysWhyEachLineWasSkipped() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "ssh-rsa AAAAB3NzaC1yc2E rsa\ncommand=\"sh\" ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI x\n",
      to: "authorized_keys")
    let output = try Executable.run(
      [
        "serve", "--port", "0", "--host-key", folder.path("key"), "--authorized-keys",
        folder.path("authorized_keys"),
      ],
      timeout: 20)
    #expect(output.status == 78)
    let keys = folder.path("authorized_keys")
    #expect(
      output.stderr.split(separator: "\n").map(String.init) == [
        "gridpreview: \(keys):1: 'ssh-rsa' keys are not supported (only ssh-ed25519 and ecdsa-sha2-nistp256/384/521): skipped",
        "gridpreview: \(keys):2: options this server cannot honour ('command'): skipped",
        "gridpreview: authorized keys \(keys): no usable ssh-ed25519 or ecdsa-sha2-nistp256/384/521 key in it; nobody could log in",
      ], "\(output.stderr)")
  }

  /// As sshd's StrictModes: an authorized_keys file others may write is refused, in one line.
  @Test func aWorldWritableAuthorizedKeysFileIsRefused() throws {
    let folder = try TemporaryFolder()
    // Refused before its lines are read: what is in it does not matter.
    let path = try folder.write("# a team's keys\n", to: "keys")
    chmod(path, 0o666)
    let output = try Executable.run(
      ["serve", "--port", "0", "--host-key", folder.path("key"), "--authorized-keys", path], timeout: 20)
    #expect(output.status == 78)
    #expect(
      output.stderr
        == "gridpreview: authorized keys \(path) may be written by others (mode 0666): chmod go-w it\n")
  }

  @Test func presenterModeNeedsATerminal() throws {
    let output = try Executable.run(["serve", "--present", "--allow-any-key", "--port", "0"], timeout: 20)
    #expect(output.status == 69)
    #expect(
      output.stderr.contains("serve --present runs the presenter's previewer here and needs a terminal"))
  }

  @Test func theHelpStatesTheSecurityModel() throws {
    let output = try Executable.run(["serve", "--help"])
    #expect(output.status == 0)
    for phrase in [
      "--authorized-keys", "--allow-any-key-on-network", "--max-sessions", "--idle-timeout", "--present",
      "No passwords, no shell", "a client never names a file", "mode 0600",
      "clients see its base name, never the folder", "further ones are closed without a",
      "a no-pty or\nrestrict key gets no previewer", "writable by group or others", "N + 2 from one",
    ] {
      #expect(output.stdout.contains(phrase), "--help lacks \(phrase)")
    }
    let long = output.stdout.split(separator: "\n").filter { $0.count > 80 && !$0.hasPrefix("USAGE:") }
    #expect(long.isEmpty, "--help lines past 80 columns: \(long)")
  }
}
