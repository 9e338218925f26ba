import Foundation
import GridTestSupport
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

    let first = try Executable.run([
      "render", path, "--width", "80", "--rows", "50", "--color", "never", "--pad",
    ])
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
  /// memory stays small — measured by GNU time around the render alone. (`getrusage` for this
  /// process's children would not do: a child started with `posix_spawn` shares this process's
  /// memory until it execs and inherits its peak, so it reports the test runner's own size.)
  @Test(.timeLimit(.minutes(3)))
  func theFullRenderingOfAHundredThousandItemsStreams() throws {
    let folder = try TemporaryFolder()
    let generated = try Executable.run(["generate", "--items", "100000", "--seed", "3"])
    let path = try folder.write(Data(generated.stdoutBytes), to: "big.json")
    let time = Tool.path(named: "time").map { URL(fileURLWithPath: $0) }
    let arguments = ["render", path, "--width", "80", "--color", "never"]
    let full = try Executable.run(
      time == nil ? arguments : ["-f", "%M", Executable.path] + arguments, timeout: 150, keepOutput: false,
      binary: time ?? Executable.url)
    #expect(full.status == 0)
    #expect(full.stdoutCount > 10_000_000)
    guard time != nil else {
      #expect(full.stderr == "")
      return
    }
    // GNU time's report (kilobytes) is the only line on standard error.
    let kilobytes = try #require(full.stderrLines.last.flatMap { Int($0) }, "\(full.stderr)")
    #expect(full.stderrLines.count == 1, "\(full.stderr)")
    #expect(kilobytes / 1024 < 512, "the render used \(kilobytes / 1024) MB")
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

  /// `--scripts latin` is the default; `mixed` gives another fixture that validates and renders in
  /// every layout, with every column of every line accounted for.
  @Test(arguments: ["grid", "waterfall"])
  func mixedScriptsValidateAndRender(_ layout: String) throws {
    let folder = try TemporaryFolder()
    let plain = try Executable.run(["generate", "--items", "300", "--layout", layout])
    let latin = try Executable.run(["generate", "--items", "300", "--layout", layout, "--scripts", "latin"])
    let mixed = try Executable.run(["generate", "--items", "300", "--layout", layout, "--scripts", "mixed"])
    #expect(latin.status == 0 && mixed.status == 0)
    #expect(latin.stdoutBytes == plain.stdoutBytes)
    #expect(mixed.stdoutBytes != plain.stdoutBytes)
    let path = try folder.write(Data(mixed.stdoutBytes), to: "world.json")
    let validated = try Executable.run(["validate", path])
    #expect(validated.stdout == "\(path): ok\n1 file: 1 valid; 0 errors, 0 warnings\n")
    let output = try Executable.run(["render", path, "--width", "90", "--color", "never", "--pad"])
    #expect(output.status == 0)
    #expect(output.stderr == "")
    #expect(output.stdoutLines.allSatisfy { DisplayWidth.columns(of: $0) == 90 })
    #expect(output.stdout.unicodeScalars.contains { (0x0E00...0x0E7F).contains($0.value) }, "Thai")
    #expect(output.stdout.unicodeScalars.contains { (0x05D0...0x05EA).contains($0.value) }, "Hebrew")
  }

  @Test func anUnknownScriptSetIsAUsageError() throws {
    let output = try Executable.run(["generate", "--items", "3", "--scripts", "greek"])
    #expect(output.status == 64)
    #expect(output.stderr.contains("latin") && output.stderr.contains("mixed"), "\(output.stderr)")
  }

  /// Mixed text takes more bytes an item: more than a million would not fit the fixture limit.
  @Test func mixedScriptsStopAtAMillionItems() throws {
    let output = try Executable.run(["generate", "--items", "1000001", "--scripts", "mixed"])
    #expect(output.status == 64)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.contains("--scripts mixed fits at most 1000000 items"), "\(output.stderr)")
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
