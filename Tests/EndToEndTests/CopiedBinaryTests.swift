import Foundation
import Testing

/// The demo is compiled into the binary: a copy of the binary alone, run from anywhere, still has it.
@Suite struct CopiedBinaryTests {
  @Test func aCopiedBinaryStillRendersTheBuiltInDemo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gridpreview-copy-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("gridpreview")
    try FileManager.default.copyItem(at: Executable.url, to: copy)

    let output = try Executable.run(
      ["render", "--width", "60", "--color", "never"], directory: folder, binary: copy)
    #expect(output.status == 0)
    #expect(output.stdout.contains("Fruit"))
    #expect(output.stdout.contains("Accessibility"))
    #expect(output.stderr.isEmpty)
  }
}
