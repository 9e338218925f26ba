import Foundation
import GridTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The demo is compiled into the binary: a copy of the binary alone, run from anywhere, still has it.
@Suite struct CopiedBinaryTests {
  /// Copies the executable at `source` to `destination` through a descriptor closed on exec and
  /// closed before this returns.
  static func copyExecutable(from source: URL, to destination: URL) throws {
    let bytes = try Data(contentsOf: source)
    let fd = open(destination.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
    guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(fd) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      offset += written
    }
  }

  /// Whether starting a program failed with ETXTBSY: its file is open for writing somewhere.
  static func isTextFileBusy(_ error: Error) -> Bool {
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return error.code == Int(ETXTBSY) }
    return (error.userInfo[NSUnderlyingErrorKey] as? NSError).map {
      $0.domain == NSPOSIXErrorDomain && $0.code == Int(ETXTBSY)
    } ?? false
  }

  /// Runs the copy, trying again while the kernel says its file is busy. The copy's descriptor is
  /// closed, but another test may have forked a child while it was open (the tests start programs
  /// on many threads): that child holds it until it execs, a moment later.
  static func run(_ arguments: [String], binary: URL, directory: URL) throws -> Executable.Output {
    let deadline = Date().addingTimeInterval(10)
    while true {
      do {
        return try Executable.run(arguments, directory: directory, binary: binary)
      } catch  where isTextFileBusy(error) && Date() < deadline {
        usleep(20_000)
      }
    }
  }

  @Test func aCopiedBinaryStillRendersTheBuiltInDemo() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    let copy = folder.appendingPathComponent("gridpreview")
    try Self.copyExecutable(from: Executable.url, to: copy)

    let output = try Self.run(
      ["render", "--width", "60", "--color", "never"], binary: copy, directory: folder)
    #expect(output.status == 0)
    #expect(output.stdout.contains("Fruit"))
    #expect(output.stdout.contains("Accessibility"))
    #expect(output.stderr.isEmpty)
  }

  /// The retry is for ETXTBSY alone: a copy whose file is open for writing here fails that way
  /// (and is told apart from other failures).
  @Test func aBusyFileIsToldApartFromOtherFailures() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("busy")
    let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o755)
    #expect(fd >= 0)
    defer { close(fd) }
    let script = Array("#!/bin/sh\nexit 0\n".utf8)
    #expect(write(fd, script, script.count) == script.count)
    #expect(throws: (any Error).self) {
      do {
        _ = try Executable.run([], binary: URL(fileURLWithPath: path))
      } catch {
        #expect(Self.isTextFileBusy(error), "\(error)")
        throw error
      }
    }
    #expect(throws: (any Error).self) {
      do {
        _ = try Executable.run([], binary: URL(fileURLWithPath: folder.path("missing")))
      } catch {
        #expect(!Self.isTextFileBusy(error), "\(error)")
        throw error
      }
    }
  }
}
