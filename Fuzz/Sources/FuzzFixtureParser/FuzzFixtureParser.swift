import GridCanvas
@_spi(Testing) import GridFixtures
import GridLayout
import GridScene
import GridText

/// libFuzzer calls this with every input it makes. A crash, a hang (libFuzzer's `-timeout`), a
/// memory error (AddressSanitizer) or a broken invariant (`fatalError` below) is a finding.
///
/// Invariants checked on every input: reading never traps; the diagnostics are the same whether the
/// fixture is only validated or parsed; every diagnostic is one printable line; a fixture that
/// parses re-encodes to JSON that parses to the same fixture; and what `parse` answers (by the
/// one-pass reader where it can) is what the full reader answers. A fixture that parses is then
/// laid out and drawn, cells, headers and footers, at three widths and two text sizes: no frame
/// leaves the content (but in the compatibility grid, which reproduces the anchor's overflow).
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
  if full.diagnostics != diagnostics {
    fatalError("the one-pass and the full reader disagree on the problems")
  }
  do {
    let loaded = try Fixture.parse(bytes, fileName: "fuzz.json")
    if loaded.warnings != diagnostics { fatalError("parse and validate disagree") }
    if loaded.fixture != full.fixture {
      fatalError("the one-pass and the full reader read different fixtures")
    }
    let again = try Fixture.parse(loaded.fixture.encodedJSON(), fileName: "again.json")
    // Everything but where its parts were written (the encoder writes compact JSON).
    if again.fixture.withoutSourcePositions != loaded.fixture.withoutSourcePositions {
      fatalError("the fixture does not survive encoding")
    }
    draw(loaded.fixture)
  } catch {
    if error.diagnostics != diagnostics { fatalError("parse and validate disagree on errors") }
  }
  return 0
}

/// Lays the fixture out and draws the first rows of it, slice by slice as `render` does: in its own
/// layout at three widths and two text sizes, and in every other layout kind there is (a new one
/// included as it lands: `LayoutKind.allCases`) at one, in both directions.
func draw(_ fixture: Fixture) {
  let scene = Scene(fixture: fixture, cachesMeasurements: false)
  var cases: [(Int, ContentSizeCategory, Fixture.LayoutKind, Fixture.Direction?)] = []
  for width in [1, 37, 222] {
    for category in [ContentSizeCategory.extraSmall, .accessibilityExtraExtraExtraLarge] {
      cases.append((width, category, fixture.layout, nil))
    }
  }
  for layout in Fixture.LayoutKind.allCases where layout != fixture.layout {
    cases.append((37, .large, layout, .ltr))
    cases.append((37, .large, layout, .rtl))
  }
  for (width, category, layout, direction) in cases {
    var settings = SceneSettings(fixture: fixture).with(category: category)
    settings.layout = layout
    if let direction { settings.direction = direction }
    let result = scene.layoutResult(width: width, settings: settings)
    let content = Rect(origin: .zero, size: result.contentSize)
    // A LazyVGrid's columns that do not fit run past the trailing edge and are cut there
    // (docs/swiftui.md): of its frames only the rows are checked (the compatibility grid's, which
    // reproduce FlexibleRowHeightGridLayout 3.0.0's, not at all).
    let overflows = settings.layout == .lazyVGrid
    let inside = { (frame: Rect) in
      overflows ? frame.minY >= content.minY && frame.maxY <= content.maxY : content.contains(frame)
    }
    if !settings.compat, let outside = result.allElements.first(where: { !inside($0.frame) }) {
      fatalError("\(outside) lies outside the content \(content) at width \(width)")
    }
    let renderer = scene.renderer(settings: settings, characters: .square, theme: .monochrome)
    let rows: Int = min(2_048, Canvas.cells(result.contentSize.height))
    for first in stride(from: 0, to: rows, by: 256) {
      let sliceRows: Int = Swift.min(256, rows - first)
      _ = scene.canvas(
        for: result, settings: settings, top: first, height: sliceRows, width: width, renderer: renderer)
    }
  }
}

extension SceneSettings {
  func with(category: ContentSizeCategory) -> SceneSettings {
    var settings = self
    settings.category = category
    return settings
  }
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
