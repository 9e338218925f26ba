import Foundation
import GridTestSupport
import Testing

/// A machine without libicu72 (hidden with `GRIDPREVIEW_TEST_WITHOUT_ICU`): lines break by the
/// built-in rules and the command says so, once, on standard error (docs/scripts.md).
@Suite struct WithoutICUTests {
  @Test func renderSaysOnceThatItBreaksLinesByTheBuiltInRules() throws {
    let thai = Executable.fixtures.appendingPathComponent("scripts.json").path
    let without = try Executable.run(
      ["render", thai, "--width", "80", "--color", "never"],
      environment: ["GRIDPREVIEW_TEST_WITHOUT_ICU": "1"])
    #expect(without.status == 0)
    let warnings = without.stderr.split(separator: "\n").filter { $0.contains("install libicu72") }
    #expect(warnings.count == 1, "\(without.stderr)")
    let with = try Executable.run(["render", thai, "--width", "80", "--color", "never"])
    #expect(with.stderr.isEmpty)
    // Thai is cut inside its words by the built-in rules: the pictures differ.
    #expect(with.stdout != without.stdout)
  }
}
