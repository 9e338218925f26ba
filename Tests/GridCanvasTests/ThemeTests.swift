import GridCanvas
import Testing

@Suite struct ThemeTests {
  static func styles(_ theme: Theme) -> [CellStyle] {
    [
      theme.border, theme.title, theme.body, theme.header, theme.footer, theme.statusBar,
      theme.statusHighlight,
      theme.statusError, theme.outside, theme.edge, theme.scrollTrack, theme.scrollThumb, theme.driver,
      theme.stretch, theme.selection,
    ]
  }

  @Test func monochromeHasNoColours() {
    for style in Self.styles(.monochrome) {
      #expect(style.foreground == nil)
      #expect(style.background == nil)
    }
  }

  @Test func monochromeKeepsEveryAttribute() {
    #expect(Self.styles(.monochrome).map(\.attributes) == Self.styles(.dark).map(\.attributes))
    #expect(Self.styles(.light).map(\.attributes) == Self.styles(.dark).map(\.attributes))
  }

  @Test(arguments: [Theme.dark, .light])
  func colouredThemesKeepTheTerminalsBackground(_ theme: Theme) {
    #expect(Self.styles(theme).contains { $0.foreground != nil })
    #expect(Self.styles(theme).allSatisfy { $0.background == nil })
  }

  /// Text drawn on the terminal's own background must read on it: no yellow anywhere (unreadable on
  /// white, garish on black), and on a light background neither cyan nor green nor white.
  @Test func noTextColourThatDisappearsOnItsBackground() {
    let onDefault = { (theme: Theme) in Self.styles(theme).filter { !$0.attributes.contains(.reverse) } }
    #expect(onDefault(.dark).allSatisfy { $0.foreground != .yellow && $0.foreground != .black })
    #expect(
      onDefault(.light).allSatisfy { ![Color.yellow, .cyan, .green, .white].contains($0.foreground) })
  }

  @Test func choices() {
    #expect(Theme.Choice.dark.theme(environment: [:]) == .dark)
    #expect(Theme.Choice.light.theme(environment: [:]) == .light)
    #expect(Theme.Choice.mono.theme(environment: [:]) == .monochrome)
    for choice in Theme.Choice.allCases {
      #expect(choice.theme(environment: ["NO_COLOR": "1"]) == .monochrome, "NO_COLOR wins over \(choice)")
    }
    #expect(Theme.Choice.light.theme(environment: ["NO_COLOR": ""]) == .light, "an empty NO_COLOR is unset")
  }

  /// `auto` reads the background from COLORFGBG ("fg;bg", sometimes "fg;default;bg").
  @Test(arguments: [
    ("0;15", Theme.light), ("0;7", .light), ("15;0", .dark), ("7;8", .dark), ("12;default;15", .light),
    ("garbage", .dark), ("", .dark),
  ])
  func autoFollowsColorFgBg(_ value: String, _ expected: Theme) {
    #expect(Theme.Choice.auto.theme(environment: ["COLORFGBG": value]) == expected)
  }

  @Test func autoWithoutAHintIsDark() {
    #expect(Theme.Choice.auto.theme(environment: [:]) == .dark)
  }

  @Test func whatMustStandOutStillDoesWithoutColour() {
    let theme = Theme.monochrome
    #expect(theme.title.attributes.contains(.bold))
    #expect(theme.header.attributes.contains(.bold))
    #expect(theme.footer.attributes.contains(.dim))
    #expect(theme.outside.attributes.contains(.dim))
    #expect(theme.statusBar.attributes.contains(.reverse))
    #expect(theme.statusError != theme.statusBar)
    #expect(theme.statusHighlight != theme.statusBar)
  }
}
