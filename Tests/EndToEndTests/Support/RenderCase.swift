import Testing

/// One `gridpreview render` golden case: a fixture at a width, text size and layout, with extra
/// flags. Its golden file is `Fixtures/Snapshots/<name>.txt`, rendered with `--color never`.
struct RenderCase: Sendable, CustomTestStringConvertible {
  /// A file in `Fixtures/` without `.json`; `demo` is the built-in demo (no file argument).
  var fixture: String
  var width: Int
  var category: String
  var layout: String
  var flags: [String] = []

  /// `<fixture>-<layout>-w<width>-<category>[-<flag>…]`, e.g. `demo-grid-w60-L-ascii`.
  var name: String {
    ([fixture, layout, "w\(width)", category] + flags.map { $0.replacingOccurrences(of: "--", with: "") })
      .joined(separator: "-")
  }

  var testDescription: String { name }

  /// Flags only `render` takes.
  static let renderOnly: Set<String> = ["--ascii", "--compare", "--pad"]

  /// The fixture and the options `render` and `layout` share.
  private var sceneArguments: [String] {
    let file = fixture == "demo" ? [] : [Executable.fixtures.appendingPathComponent(fixture + ".json").path]
    return file + ["--width", "\(width)", "--category", category, "--layout", layout]
      + flags.filter { !Self.renderOnly.contains($0) }
  }

  var arguments: [String] {
    ["render"] + sceneArguments + ["--color", "never"] + flags.filter { Self.renderOnly.contains($0) }
  }

  /// Whether the picture is the compare view (a labels row above two panes).
  var isCompare: Bool { flags.contains("--compare") }

  /// The same case through `gridpreview layout`.
  var layoutArguments: [String] { ["layout"] + sceneArguments }

  static let all: [RenderCase] = [
    // The demo: grid at the breakpoints (2, 3 and 4 columns) and a spread of text sizes.
    RenderCase(fixture: "demo", width: 100, category: "L", layout: "grid"),
    RenderCase(fixture: "demo", width: 60, category: "xS", layout: "grid"),
    RenderCase(fixture: "demo", width: 120, category: "xxxL", layout: "grid"),
    RenderCase(fixture: "demo", width: 80, category: "AX1", layout: "grid"),
    RenderCase(fixture: "demo", width: 80, category: "AX5", layout: "grid"),
    // The other layouts on the same content.
    RenderCase(fixture: "demo", width: 100, category: "L", layout: "flow"),
    RenderCase(fixture: "demo", width: 90, category: "M", layout: "waterfall"),
    RenderCase(fixture: "demo", width: 50, category: "L", layout: "list"),
    // The ASCII set.
    RenderCase(fixture: "demo", width: 60, category: "L", layout: "grid", flags: ["--ascii"]),
    // Narrower than one column: a 1-cell column, and no room at all.
    RenderCase(fixture: "demo", width: 3, category: "L", layout: "grid"),
    RenderCase(fixture: "demo", width: 1, category: "L", layout: "grid"),
    // Headers, footers, per-section settings, an empty section, a hidden footer.
    RenderCase(fixture: "sections", width: 80, category: "L", layout: "grid"),
    RenderCase(fixture: "sections", width: 70, category: "S", layout: "flow", flags: ["--columns", "4"]),
    // Collapsed borders (the fixture's `collapseBorders`).
    RenderCase(fixture: "collapsed", width: 60, category: "L", layout: "grid"),
    RenderCase(fixture: "collapsed", width: 60, category: "L", layout: "grid", flags: ["--ascii"]),
    // Waterfall: aspect ratios with `lastCell` from the fixture, and each stretch mode.
    RenderCase(fixture: "waterfall", width: 80, category: "L", layout: "waterfall"),
    // Pictures whose captions outgrow their aspect ratio at a large size: the box grows, nothing cut.
    RenderCase(fixture: "waterfall", width: 50, category: "AX2", layout: "waterfall"),
    RenderCase(fixture: "demo", width: 60, category: "AX3", layout: "waterfall"),
    RenderCase(fixture: "stretch-none", width: 60, category: "L", layout: "waterfall"),
    RenderCase(fixture: "stretch-lastcell", width: 60, category: "L", layout: "waterfall"),
    RenderCase(fixture: "stretch-allcells", width: 60, category: "L", layout: "waterfall"),
    // CJK, emoji, combining marks and control characters.
    RenderCase(fixture: "unicode", width: 60, category: "L", layout: "grid"),
    RenderCase(fixture: "unicode", width: 44, category: "AX1", layout: "grid"),
    RenderCase(fixture: "unicode", width: 60, category: "L", layout: "grid", flags: ["--ascii"]),
    // Cells in nine scripts as apps ship them: Thai with no spaces, Chinese and Japanese, Korean,
    // Hindi, Hebrew and Arabic with English, digits, brackets and bidi controls, emoji.
    RenderCase(fixture: "scripts", width: 80, category: "L", layout: "grid"),
    // Why flexible rows: the same fixture as grid and flow.
    RenderCase(fixture: "compare", width: 80, category: "L", layout: "grid"),
    RenderCase(fixture: "compare", width: 80, category: "L", layout: "flow"),
    // Every mode the previewer has: the compare view, a stretch and collapsed borders by option.
    RenderCase(fixture: "compare", width: 100, category: "L", layout: "grid", flags: ["--compare"]),
    RenderCase(
      fixture: "demo", width: 60, category: "L", layout: "waterfall", flags: ["--stretch", "allCells"]),
    RenderCase(fixture: "demo", width: 60, category: "L", layout: "grid", flags: ["--collapse-borders"]),
    // Items spanning columns (a full-width cell, spans of 2 and 3; the headers pin, which render
    // ignores), in every layout that has them; at 50 wide (2 columns) the span of 3 takes both.
    RenderCase(fixture: "spans", width: 80, category: "L", layout: "grid"),
    RenderCase(fixture: "spans", width: 80, category: "L", layout: "flow"),
    RenderCase(fixture: "spans", width: 80, category: "L", layout: "waterfall"),
    RenderCase(fixture: "spans", width: 50, category: "L", layout: "grid"),
    // Lines padded to the full width.
    RenderCase(fixture: "demo", width: 60, category: "L", layout: "grid", flags: ["--pad"]),
    // A right-to-left interface: the layout mirrored (item 0 at the top right, row drivers at the
    // top right corner, every line aligned right); spans and collapsed borders mirrored too.
    RenderCase(fixture: "demo", width: 80, category: "L", layout: "grid", flags: ["--direction", "rtl"]),
    RenderCase(
      fixture: "spans", width: 80, category: "L", layout: "waterfall", flags: ["--direction", "rtl"]),
    RenderCase(
      fixture: "demo", width: 60, category: "L", layout: "grid",
      flags: ["--collapse-borders", "--direction", "rtl"]),
    // UIKit's compositional layout (Apple's samples): nested groups, sideways bands cut at the width
    // with how many items are off to the side, and estimated heights beside uniformAcrossSiblings.
    RenderCase(fixture: "compositional-nested-groups", width: 60, category: "L", layout: "compositional"),
    RenderCase(fixture: "compositional-orthogonal", width: 60, category: "L", layout: "compositional"),
    RenderCase(
      fixture: "compositional-two-columns", width: 80, category: "L", layout: "compositional",
      flags: ["--compare"]),
  ]
}
