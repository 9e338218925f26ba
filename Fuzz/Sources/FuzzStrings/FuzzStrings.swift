import GridFixtures
import GridStrings
import GridText

#if canImport(Glibc)
  import Glibc
#endif

/// Where this process writes each input, as the file `StringFiles.load` reads (one folder per
/// process, so parallel fuzzing jobs never share a file).
let folder: String = {
  let path = "/tmp/gridpreview-fuzz-strings-\(getpid())"
  for sub in ["", "/res", "/res/de.lproj"] { mkdir(path + sub, 0o700) }
  return path
}()

/// libFuzzer calls this with every input it makes: the first byte chooses what the rest is — a String
/// Catalog (`.xcstrings`), a `.strings` table or a `.stringsdict` table in an `xx.lproj` folder —,
/// written to a file and read as a fixture's `"strings"` are read. A crash, a hang (libFuzzer's
/// `-timeout`), a memory error or a broken invariant (`fatalError` below) is a finding.
///
/// Invariants: a file that is not read gets one error, a `FILE:LINE:COLUMN: message` line without a
/// control character, exit code 65; reading the same bytes twice gives the same strings; every
/// translation is somewhere in the file (its line and column in range); and every key resolves in
/// every language with numbers and text as arguments (plurals by CLDR's rules, format specifiers,
/// substitutions), each pseudolanguage applied, without trapping.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let bytes = UnsafeBufferPointer(start: data + 1, count: size - 1)
  let (path, files) =
    switch data[0] % 3 {
    case 0: (folder + "/App.xcstrings", folder + "/App.xcstrings")
    case 1: (folder + "/res/de.lproj/Localizable.strings", folder + "/res")
    default: (folder + "/res/de.lproj/Localizable.stringsdict", folder + "/res")
    }
  for other in ["/res/de.lproj/Localizable.strings", "/res/de.lproj/Localizable.stringsdict"] {
    unlink(folder + other)
  }
  guard let file = fopen(path, "wb") else { fatalError("cannot write \(path)") }
  if !bytes.isEmpty { fwrite(bytes.baseAddress, 1, bytes.count, file) }
  fclose(file)

  let read: StringFiles
  do throws(StringFileError) {
    read = try StringFiles.load([files], relativeTo: "")
  } catch {
    let line = error.description
    if error.exitCode != 65 { fatalError("exit \(error.exitCode) for a file that is there: \(line)") }
    if !line.hasPrefix(path + ":") { fatalError("an error that does not name the file: \(line)") }
    if line.unicodeScalars.contains(where: {
      $0.value < 0x20 || $0.value == 0x7F || $0.properties.isBidiControl
    }) {
      fatalError("an error line with a control character: \(line.debugDescription)")
    }
    return 0
  }
  guard let again = try? StringFiles.load([files], relativeTo: "") else { fatalError("read once only") }
  if again != read { fatalError("the same bytes read twice differ") }

  let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
  let arguments: [[Fixture.Argument]] = [
    [], [.number(0)], [.number(1)], [.number(2)], [.number(5)], [.number(21)], [.number(1.5)],
    [.number(-3), .text("x")], [.text("%@%d"), .number(1e300), .number(3)],
  ]
  for (table, languages) in read.tables {
    for (language, strings) in languages {
      for (key, translation) in strings {
        let position = translation.position
        if position.line < 1 || position.line > lines || position.column < 1 {
          fatalError("\(key) at \(position), outside a file of \(lines) lines")
        }
        for list in arguments {
          let reference = Fixture.TextReference(key: key, arguments: list, table: table)
          let text = read.text(for: reference, in: language).text
          for pseudo in Pseudolanguage.allCases { _ = pseudo.apply(to: text) }
        }
      }
    }
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

@_cdecl("FuzzStrings_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return runFuzzerDriver(&count, &arguments, fuzz)
}
