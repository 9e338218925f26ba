import GridFixtures
import GridText

/// Something about a scene at one width and text size that a person should know: text cut by a
/// pinned height, a word broken inside, a row taller than the screen, … Each has a stable rule id
/// and a severity, says what it is about (an item, a band, a section), and names the fixture key
/// whose value to change, so `audit` can point at its line and column.
///
/// `Scene.findings(width:settings:screenHeight:)` makes them; the `audit` command gathers them over
/// sizes and widths, the previewer's size table counts them.
public struct Finding: Hashable, Sendable {
  /// How much a finding matters; `audit --fail-on` compares against it.
  public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
    case note
    case warning
    case error

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }

    /// The place in `allCases` (a switch, not a search of a newly built array).
    private var rank: Int {
      switch self {
      case .note: 0
      case .warning: 1
      case .error: 2
      }
    }
  }

  /// The rules, with ids that stay the same from release to release.
  public enum Rule: String, Hashable, Sendable, CaseIterable {
    case textCutByHeight = "text-cut-by-height"
    case bandCutByHeight = "band-cut-by-height"
    case textCutByMaxLines = "text-cut-by-max-lines"
    case wordBroken = "word-broken"
    case rowTallerThanScreen = "row-taller-than-screen"
    case fewGlyphsPerLine = "few-glyphs-per-line"
    case unevenFlowRow = "uneven-flow-row"
    /// A SwiftUI grid's row whose cells differ in height by `Scene.raggedRowThreshold` rows or more
    /// and none of which fills the row.
    case raggedRow = "ragged-row"
    /// A word wider than its line in a SwiftUI grid's `fixed` column.
    case fixedColumnTooNarrow = "fixed-column-too-narrow"
    case layoutNotMirrored = "layout-not-mirrored"
    /// Found by `audit --languages`, not in a scene: a string shown in the source language because
    /// it has no translation in the language audited.
    case translationMissing = "translation-missing"
    /// Found by `audit --languages`: a translation a String Catalog still marks `needs_review`.
    case translationNeedsReview = "translation-needs-review"

    /// Whether the rule is about text cut off: by an item's or a band's height, or by a line limit.
    public var cutsText: Bool {
      self == .textCutByHeight || self == .bandCutByHeight || self == .textCutByMaxLines
    }

    /// The rule's place in `allCases`, for sorting (a switch: searching `allCases` built that array
    /// for every comparison, and an audit of 100,000 items sorts hundreds of thousands of findings).
    public var order: Int {
      switch self {
      case .textCutByHeight: 0
      case .bandCutByHeight: 1
      case .textCutByMaxLines: 2
      case .wordBroken: 3
      case .rowTallerThanScreen: 4
      case .fewGlyphsPerLine: 5
      case .unevenFlowRow: 6
      case .raggedRow: 7
      case .fixedColumnTooNarrow: 8
      case .layoutNotMirrored: 9
      case .translationMissing: 10
      case .translationNeedsReview: 11
      }
    }

    public var severity: Severity {
      switch self {
      case .textCutByHeight, .bandCutByHeight: .error
      case .textCutByMaxLines, .wordBroken, .rowTallerThanScreen, .fewGlyphsPerLine, .raggedRow,
        .fixedColumnTooNarrow:
        .warning
      case .unevenFlowRow, .layoutNotMirrored, .translationMissing, .translationNeedsReview: .note
      }
    }

    /// A one-line summary.
    public var title: String {
      switch self {
      case .textCutByHeight: "Text cut by an explicit height"
      case .bandCutByHeight: "Header or footer cut by an explicit height"
      case .textCutByMaxLines: "Text cut by a line limit"
      case .wordBroken: "A word broken inside"
      case .rowTallerThanScreen: "A row that fills the screen"
      case .fewGlyphsPerLine: "Too few glyphs per line at an accessibility size"
      case .unevenFlowRow: "A flow row the flexible grid would even out"
      case .raggedRow: "A LazyVGrid row or estimated compositional group whose cells are ragged"
      case .fixedColumnTooNarrow: "A LazyVGrid fixed column too narrow for a word"
      case .layoutNotMirrored: "A right-to-left interface whose grid is not mirrored"
      case .translationMissing: "A string with no translation in a language"
      case .translationNeedsReview: "A translation still marked needs_review"
      }
    }

    /// What it means and how to fix it.
    public var help: String {
      switch self {
      case .textCutByHeight:
        "An item's `height` pins its box, and at this text size and width its text needs more rows than the box has as laid out (a grid row or a waterfall stretch may make it taller than `height`): the last line shown ends with … and the rest is lost. Remove `height` (the cell then grows with its text) or raise it. In a compositional layout, an item's `.absolute` height is kept whatever its text: use `.estimated` so it grows with it."
      case .bandCutByHeight:
        "A section's `headerHeight` or `footerHeight` is smaller than its text needs at this size and width. Remove it or raise it."
      case .textCutByMaxLines:
        "An item's `maxLines` cuts its text at this size and width. Text that matters should not be cut at large sizes: raise or remove the limit."
      case .wordBroken:
        "A word is wider than the glyph slots of its line, so it is split between two lines. Use fewer columns at this width (a column rule with breakpoints or minColumnWidth), or shorter words."
      case .rowTallerThanScreen:
        "A row, with the spacing below it, is as tall as the screen (`--screen-height`) or taller, so nothing of the next row shows while reading it. Apple suggests fewer columns or stacking content at large sizes."
      case .fewGlyphsPerLine:
        "At an accessibility size a line holds very few glyphs, which is hard to read. Apple suggests fewer columns (or one) at accessibility sizes: the message says from which width one column fewer gives enough glyphs (and whether it does at this width), so the column rule can switch there."
      case .unevenFlowRow:
        "In a flow layout the cells of this row have different heights and the row looks ragged; the flexible-row-height grid would stretch them to the tallest."
      case .raggedRow:
        "SwiftUI's LazyVGrid makes a row as tall as its tallest cell but leaves every other cell at its own height, centred (or placed by its column's alignment): at this text size the cells of this row differ by several rows and none fills it, so the row looks ragged. Give the cell view `.frame(maxHeight: .infinity)` (in the fixture, `\"fillsRow\": true`) so every cell takes the row's height, as FlexibleRowHeightGridLayout does; on iOS 16 and later `Grid` with `GridRow` does the same. In a compositional layout, the items of an `.estimated` horizontal group keep their own heights at the top of the group: give them `.uniformAcrossSiblings(estimate:)` heights (iOS 17) so each takes its tallest sibling's."
      case .fixedColumnTooNarrow:
        "A `GridItem(.fixed(…))` column keeps its width at every text size, and at this size a word of a cell in it is wider than its line, so the word is split. Use `.flexible(minimum:)` or `.adaptive(minimum:)` so the column can grow, or switch to fewer columns at accessibility sizes (`dynamicTypeSize.isAccessibilitySize`)."
      case .layoutNotMirrored:
        "In a right-to-left interface (Arabic, Hebrew) UIKit mirrors a layout only if it says so (`flipsHorizontallyInOppositeLayoutDirection`); FlexibleRowHeightGridLayout 3.0.0, which `compat` reproduces, does not, so item 0 stays at the top left and columns count from the left while the text reads from the right. This is the app's behaviour today; override `flipsHorizontallyInOppositeLayoutDirection` to return true in a subclass (or turn `compat` off here to see the mirrored grid)."
      case .translationMissing:
        "A string the screen shows has no translation in this language, so iOS shows the source language's text there (or, when no language has it, the key itself): the layout was checked with that text, not with the translation still to come. Translate the string; the finding points at its key in the string file."
      case .translationNeedsReview:
        "A String Catalog marks this translation `needs_review` (Xcode does when the source text changes after it was translated): the layout was checked with it, but the text may still change. Review it in Xcode's String Catalog editor and mark it translated; the finding points at its key in the catalog."
      }
    }
  }

  /// What a finding is about.
  public enum Subject: Hashable, Sendable, Comparable {
    /// The fixture's title (a string of the app's, for `audit --languages`); in no section.
    case title
    case item(section: Int, item: Int)
    case header(section: Int)
    case footer(section: Int)
    case section(Int)

    /// The section it is in; -1 for the fixture's title, which is in none.
    public var section: Int {
      switch self {
      case .title: -1
      case .item(let section, _), .header(let section), .footer(let section), .section(let section): section
      }
    }

    /// `item 0.3`, `header of section 1`, `section 2`.
    public var description: String {
      switch self {
      case .item(let section, let item): "item \(section).\(item)"
      case .header(let section): "header of section \(section)"
      case .footer(let section): "footer of section \(section)"
      case .section(let section): "section \(section)"
      case .title: "the fixture's title"
      }
    }

    private var order: (Int, Int, Int) {
      switch self {
      case .title: (-1, 0, -1)
      case .section(let s): (s, 0, -1)
      case .header(let s): (s, 1, -1)
      case .item(let s, let i): (s, 2, i)
      case .footer(let s): (s, 3, -1)
      }
    }

    public static func < (a: Subject, b: Subject) -> Bool { a.order < b.order }
  }

  /// The numbers behind a finding; `message` puts them in a sentence (only when it is printed: an
  /// audit of 100,000 items makes many findings and prints each once).
  public enum Detail: Hashable, Sendable {
    /// The rows the text needs, the rows the key pins, and the rows of the box as laid out (more
    /// than `pinned` when a grid row or a waterfall stretch makes the cell taller).
    case needsRows(needed: Int, pinned: Int, box: Int)
    /// The lines the text needs and the limit.
    case needsLines(needed: Int, limit: Int)
    /// The word, its width and the glyph slots of its line.
    case wordTooWide(word: String, width: Int, slots: Int)
    /// The row's height, the line spacing below it, and the screen's height.
    case rowHeight(rows: Int, spacing: Int, screen: Int)
    /// The glyphs a line holds, the column count, and what one column fewer would do (nil with
    /// one column).
    case glyphs(slots: Int, columns: Int, fewer: FewerColumns?)
    /// The cells of a flow row and their heights.
    case unevenRow(items: [Int], heights: [Int])
    /// The cells of a SwiftUI grid's row and their heights.
    case raggedRow(items: [Int], heights: [Int])
    /// The items of an instance of a compositional section's estimated horizontal group, and their
    /// heights.
    case raggedGroup(items: [Int], heights: [Int])
    /// An item of a compositional layout whose height is not measured (`absolute`, or a fraction of
    /// a group that is) and cuts its text: its height dimension as Swift writes it, the rows its text
    /// needs and the rows of its box.
    case pinnedDimension(dimension: String, needed: Int, box: Int)
    /// A word too wide for the line of a cell in a fixed column: the `GridItem` (from 1), its width in
    /// points, the word, its width and the glyph slots of the line.
    case fixedColumn(gridItem: Int, points: Double, word: String, width: Int, slots: Int)
    /// A right-to-left interface whose compat grid keeps its left-to-right frames.
    case notMirrored
    /// A string's key and table, and the language the text shown is in (the source language after
    /// a fallback; nil when the key shows itself).
    case untranslated(key: String, table: String, shownIn: String?)
    /// A string's key and table, whose translation is marked `needs_review`.
    case needsReview(key: String, table: String)
  }

  /// What one column fewer would do for a section with too few glyphs a line.
  public struct FewerColumns: Hashable, Sendable {
    /// One fewer than the section has.
    public var columns: Int
    /// The glyphs a body line would hold with that many columns at the same width and size.
    public var glyphsHere: Int
    /// The narrowest width from which that many columns give at least
    /// `Scene.minimumGlyphsPerLine` glyphs a line at this size (nil: none up to
    /// `Scene.widestWidth`). At most the finding's width when one column fewer fixes it there.
    public var fixesFrom: Int?

    public init(columns: Int, glyphsHere: Int, fixesFrom: Int?) {
      self.columns = columns
      self.glyphsHere = glyphsHere
      self.fixesFrom = fixesFrom
    }
  }

  public var rule: Rule
  public var subject: Subject
  /// The item's title, if it has one (to name it in messages).
  public var title: String?
  /// The fixture key whose value to change (`height`, `maxLines`, `text`, `columns`), where the file
  /// has it; nil points at the item or section itself.
  public var key: String?
  /// The width and text size it was found at.
  public var width: Int
  public var category: ContentSizeCategory
  public var detail: Detail

  public var severity: Severity { rule.severity }

  /// How many cells, headers and footers have text cut among `findings` (of one width and size):
  /// each counted once, whether a height, a line limit or both cut it.
  public static func cutCount(in findings: [Finding]) -> Int {
    Set(findings.lazy.filter { $0.rule.cutsText }.map(\.subject)).count
  }

  public init(
    rule: Rule, subject: Subject, title: String? = nil, key: String? = nil, width: Int,
    category: ContentSizeCategory, detail: Detail
  ) {
    self.rule = rule
    self.subject = subject
    self.title = title
    self.key = key
    self.width = width
    self.category = category
    self.detail = detail
  }

  /// What is wrong, in a sentence, with the numbers at its width and size.
  public var message: String {
    let size = "\(category.shortName), \(width) wide"
    switch detail {
    case .needsRows(let needed, let pinned, let box):
      let name = key ?? "height"
      if box == pinned { return "its text needs \(needed) rows at \(size) but `\(name)` is \(pinned)" }
      return
        "its text needs \(needed) rows at \(size) but its box is \(box) rows tall (`\(name)` \(pinned), stretched by the layout)"
    case .needsLines(let needed, let limit):
      return "`maxLines` \(limit) cuts its text, which needs \(needed) lines at \(size)"
    case .wordTooWide(let word, let width, let slots):
      return
        "“\(word.escapedForMessage(limit: 30))” (\(width) columns) is wider than the \(slots) glyph slots of its line at \(size)"
    case .rowHeight(let rows, let spacing, let screen):
      let below =
        spacing > 0 && rows < screen
        ? " with \(spacing) \(spacing == 1 ? "row" : "rows") of spacing below" : ""
      return
        "its row is \(rows) rows tall at \(size)\(below): a \(screen)-row screen shows nothing of the next row"
    case .glyphs(let slots, let columns, let fewer):
      let text =
        "body lines hold \(slots) glyphs at \(size) with \(columns) \(columns == 1 ? "column" : "columns")"
      guard let fewer else { return text + ", the fewest" }
      let enough = "\(Scene.minimumGlyphsPerLine) glyphs or more"
      let oneFewer = "; with one column fewer (\(fewer.columns)) lines hold"
      guard let from = fewer.fixesFrom else {
        return text
          + "\(oneFewer) \(fewer.glyphsHere) glyphs here and fewer than \(Scene.minimumGlyphsPerLine) at every width up to \(Scene.widestWidth)"
      }
      if from <= width {
        return text
          + "\(oneFewer) \(enough) from \(from) wide on, so it fixes it here (\(fewer.glyphsHere) glyphs)"
      }
      return text + "\(oneFewer) \(enough) from \(from) wide on (\(fewer.glyphsHere) here)"
    case .unevenRow(let items, let heights):
      let s = subject.section
      let names =
        items.count == 2
        ? "\(s).\(items[0]) and \(s).\(items[1])" : "\(s).\(items.first ?? 0)–\(s).\(items.last ?? 0)"
      return "items \(names) are \(heights.map(String.init).joined(separator: ", ")) rows tall at \(size); "
        + "the flexible grid would make them all \(heights.max() ?? 0)"
    case .raggedRow(let items, let heights):
      let s = subject.section
      return
        "items \(s).\(items.first ?? 0)–\(s).\(items.last ?? 0) are \(heights.map(String.init).joined(separator: ", ")) rows tall at \(size) and none fills the row: "
        + "add .frame(maxHeight: .infinity) to the cell (\"fillsRow\": true)"
    case .raggedGroup(let items, let heights):
      let s = subject.section
      return
        "items \(s).\(items.first ?? 0)–\(s).\(items.last ?? 0) of an estimated horizontal group are \(heights.map(String.init).joined(separator: ", ")) rows tall at \(size): "
        + "give the items .uniformAcrossSiblings(estimate:) heights"
    case .pinnedDimension(let dimension, let needed, let box):
      return
        "its text needs \(needed) rows at \(size) but its heightDimension .\(dimension) gives \(box): use .estimated so it (and its group) grows with its text"
    case .fixedColumn(let item, let points, let word, let width, let slots):
      return
        "“\(word.escapedForMessage(limit: 30))” (\(width) columns) is wider than the \(slots) glyph slots of its line at \(size): "
        + "GridItem \(item) is .fixed(\(Scene.points(points))) at every text size"
    case .notMirrored:
      return
        "the interface is right to left but the compat grid (FlexibleRowHeightGridLayout 3.0.0) is not mirrored at \(size): item 0 stays at the top left"
    case .untranslated(let key, let table, let shownIn):
      let name = Self.stringName(key: key, table: table)
      guard let shownIn else { return "\(name) has no text in any language: its key shows instead" }
      return
        "\(name) has no translation: the source language's text (\(shownIn.escapedForMessage())) shows instead"
    case .needsReview(let key, let table):
      return "the translation of \(Self.stringName(key: key, table: table)) is still marked needs_review"
    }
  }

  /// A string's key as a message names it, with its table when it is not `Localizable`.
  static func stringName(key: String, table: String) -> String {
    key.quotedForMessage()
      + (table == Fixture.TextReference.defaultTable ? "" : " (table \(table.quotedForMessage()))")
  }
}
