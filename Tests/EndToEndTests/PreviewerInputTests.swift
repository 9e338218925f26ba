import GridPseudoTerminal
import Testing

/// Broken input never costs the key typed after it: raw bytes written to the previewer's own
/// terminal (a pty of the test's, not tmux, which would parse them), then a key whose effect shows
/// in the status bar.
@Suite struct PreviewerInputTests {
  /// What a terminal (or a person, or a line) sends before the key, and whether a pause longer than
  /// the escape delay comes between.
  static let brokenInputs: [(name: String, bytes: [UInt8], pause: Bool)] = [
    ("a sequence start and two bytes that cannot continue it", [0x1B, 0x5B, 0x3C, 0xBB, 0xE5], true),
    ("a mouse report cut short", Array("\u{1B}[<0;10".utf8), true),
    ("a mouse report cut short, the key at once", Array("\u{1B}[<0;10".utf8), false),
    ("a known sequence's prefix", Array("\u{1B}[1;".utf8), true),
    ("half a UTF-8 character", [0xE5], true),
    ("half a UTF-8 character, the key at once", [0xE5], false),
    ("a byte that is no UTF-8", [0xFF], false),
    ("a control string cut short", Array("\u{1B}]11;rgb:0".utf8), true),
  ]

  static let sizes = [
    "L 17 pt", "xL 19 pt", "xxL 21 pt", "xxxL 23 pt", "AX1 28 pt", "AX2 33 pt", "AX3 40 pt", "AX4 47 pt",
    "AX5 53 pt",
  ]

  @Test func aKeyAfterBrokenInputActs() throws {
    let previewer = try PseudoTerminalPreviewer()
    #expect(previewer.waitForStatus(seconds: 20) { $0.contains(Self.sizes[0]) } != nil, "never drew")
    for (step, input) in Self.brokenInputs.enumerated() {
      previewer.send(input.bytes)
      if input.pause { previewer.waitForStatus(seconds: 0.4) }
      previewer.send("+")
      let expected = Self.sizes[min(step + 1, Self.sizes.count - 1)]
      let status = previewer.waitForStatus(seconds: 5) { $0.contains(expected) }
      #expect(status != nil, "after \(input.name): \(previewer.status)")
    }
  }

  /// A whole sequence that arrives in pieces, within the escape delay, still decodes: a CSI ← and
  /// an SGR wheel report, each split in two.
  @Test func aSequenceSplitAcrossReadsStillDecodes() throws {
    let previewer = try PseudoTerminalPreviewer()
    #expect(previewer.waitForStatus(seconds: 20) { $0.contains("100 wide") } != nil, "never drew")
    previewer.send("\u{1B}[")
    previewer.waitForStatus(seconds: 0.03)
    previewer.send("D")
    #expect(previewer.waitForStatus(seconds: 5) { $0.contains("99 wide") } != nil, "\(previewer.status)")
    previewer.send("\u{1B}[<65;10")
    previewer.waitForStatus(seconds: 0.03)
    previewer.send(";10M")
    #expect(previewer.waitForStatus(seconds: 5) { $0.contains("rows 4–") } != nil, "\(previewer.status)")
  }
}
