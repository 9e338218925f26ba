@_spi(Testing) import GridFixtures

/// libFuzzer calls this with every input it makes. A crash, a hang (libFuzzer's `-timeout`), a
/// memory error (AddressSanitizer) or a broken invariant (`fatalError` below) is a finding.
///
/// Invariants checked on every input: reading never traps; the diagnostics are the same whether the
/// fixture is only validated or parsed; every diagnostic is one printable line; a fixture that
/// parses re-encodes to JSON that parses to the same fixture; and what `parse` answers (by the
/// one-pass reader where it can) is what the full reader answers.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let diagnostics = Fixture.validate(bytes, fileName: "fuzz.json")
  for diagnostic in diagnostics {
    let line = diagnostic.description
    if line.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
      fatalError("a diagnostic with a control character: \(line.debugDescription)")
    }
  }
  let full = Fixture.parseFully(bytes, fileName: "fuzz.json")
  if full.diagnostics != diagnostics { fatalError("the one-pass and the full reader disagree on the problems") }
  do {
    let loaded = try Fixture.parse(bytes, fileName: "fuzz.json")
    if loaded.warnings != diagnostics { fatalError("parse and validate disagree") }
    if loaded.fixture != full.fixture { fatalError("the one-pass and the full reader read different fixtures") }
    let again = try Fixture.parse(loaded.fixture.encodedJSON(), fileName: "again.json")
    if again.fixture != loaded.fixture { fatalError("the fixture does not survive encoding") }
  } catch {
    if error.diagnostics != diagnostics { fatalError("parse and validate disagree on errors") }
  }
  return 0
}

/// libFuzzer's driver, for a program that has its own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// The program's entry point. SwiftPM links an executable target's `main` to
/// `<target>_main`, so libFuzzer's own `main` is not used: this one hands over to its driver.
@_cdecl("FuzzFixtureParser_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return runFuzzerDriver(&count, &arguments, fuzz)
}
