import GridCanvas
import Testing

@Suite struct ThemeTests {
  static func styles(_ theme: Theme) -> [CellStyle] {
    [
      theme.border, theme.title, theme.body, theme.header, theme.footer, theme.statusBar,
      theme.statusHighlight,
      theme.statusError, theme.outside, theme.edge, theme.scrollTrack, theme.scrollThumb,
    ]
  }

  @Test func monochromeHasNoColours() {
    for style in Self.styles(.monochrome) {
      #expect(style.foreground == nil)
      #expect(style.background == nil)
    }
  }

  @Test func monochromeKeepsEveryAttribute() {
    #expect(Self.styles(.monochrome).map(\.attributes) == Self.styles(.standard).map(\.attributes))
  }

  @Test func theStandardThemeHasColoursButKeepsTheTerminalsBackground() {
    #expect(Self.styles(.standard).contains { $0.foreground != nil })
    #expect(Self.styles(.standard).allSatisfy { $0.background == nil })
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
