import Foundation
import GridText
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `gridpreview generate`: large fixtures that validate and render.
@Suite struct GenerateCommandTests {
  @Test func aHundredThousandItemsValidateAndRender() throws {
    let folder = try TemporaryFolder()
    let generated = try Executable.run(["generate", "--items", "100000"])
    #expect(generated.status == 0)
    #expect(generated.stderr == "")
    let path = try folder.write(Data(generated.stdoutBytes), to: "big.json")

    let validated = try Executable.run(["validate", path])
    #expect(validated.stdout == "\(path): ok\n1 file: 1 valid; 0 errors, 0 warnings\n")
    #expect(validated.stderr == "")
    #expect(validated.status == 0)

    let first = try Executable.run(["render", path, "--width", "80", "--rows", "50", "--color", "never", "--pad"])
    #expect(first.status == 0)
    #expect(first.stdoutLines.count == 50)
    #expect(first.stdoutLines.allSatisfy { DisplayWidth.columns(of: $0) == 80 })

    let layout = try Executable.run(["layout", path, "--width", "80"], keepOutput: true)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
    let elements = try #require(json["elements"] as? [Any])
    let sections = 100_000 / 50
    #expect(elements.count >= 100_000 + sections, "every item and a header per section")
  }

  /// The whole rendering (about 30 MB of text) streams: it ends well within the time limit and
  /// memory stays small (checked against the largest child this test process has run).
  @Test(.timeLimit(.minutes(3)))
  func theFullRenderingOfAHundredThousandItemsStreams() throws {
    let folder = try TemporaryFolder()
    let generated = try Executable.run(["generate", "--items", "100000", "--seed", "3"])
    let path = try folder.write(Data(generated.stdoutBytes), to: "big.json")
    let full = try Executable.run(
      ["render", path, "--width", "80", "--color", "never"], timeout: 150, keepOutput: false)
    #expect(full.status == 0)
    #expect(full.stderr == "")
    #expect(full.stdoutCount > 10_000_000)
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    let maxResidentMB = usage.ru_maxrss / 1024
    #expect(maxResidentMB < 512, "the largest child used \(maxResidentMB) MB")
  }

  @Test func theSameSeedGivesTheSameFixture() throws {
    let a = try Executable.run(["generate", "--items", "300", "--seed", "7", "--layout", "waterfall"])
    let b = try Executable.run(["generate", "--items", "300", "--seed", "7", "--layout", "waterfall"])
    let c = try Executable.run(["generate", "--items", "300", "--seed", "8", "--layout", "waterfall"])
    #expect(a.stdoutBytes == b.stdoutBytes)
    #expect(a.stdoutBytes != c.stdoutBytes)
  }

  @Test(arguments: ["grid", "flow", "waterfall", "list"])
  func everyLayoutGeneratesARenderableFixture(_ layout: String) throws {
    let folder = try TemporaryFolder()
    let generated = try Executable.run(["generate", "--items", "500", "--sections", "7", "--layout", layout])
    let path = try folder.write(Data(generated.stdoutBytes), to: "g.json")
    let output = try Executable.run([
      "render", path, "--width", "90", "--category", "AX2", "--color", "never", "--pad",
    ])
    #expect(output.status == 0)
    #expect(output.stderr == "")
    #expect(output.stdoutLines.allSatisfy { DisplayWidth.columns(of: $0) == 90 })
  }

  @Test func zeroItemsIsAValidFixture() throws {
    let folder = try TemporaryFolder()
    let generated = try Executable.run(["generate", "--items", "0"])
    #expect(generated.status == 0)
    let path = try folder.write(Data(generated.stdoutBytes), to: "none.json")
    #expect(try Executable.run(["validate", path]).status == 0)
    #expect(try Executable.run(["render", path, "--width", "40"]).status == 0)
  }
}
