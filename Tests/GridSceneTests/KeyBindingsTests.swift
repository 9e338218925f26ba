import GridCanvas
import GridInput
import GridScene
import Testing

@Suite struct KeyBindingsTests {
  /// Every key the previewer answers to and what it asks for, as the issue and the help describe it.
  static let spec: [(Key, PreviewAction)] = [
    (.left, .changeWidth(-1)), (.character("h"), .changeWidth(-1)),
    (.right, .changeWidth(1)), (.character("l"), .changeWidth(1)),
    (.character("H"), .changeWidth(-10)), (.character("L"), .changeWidth(10)),
    (.character("0"), .fullWidth),
    (.character("<"), .pan(-10)), (.character(">"), .pan(10)),
    (Key(.left, modifiers: .shift), .pan(-1)), (Key(.right, modifiers: .shift), .pan(1)),
    (.character("o"), .rotate),
    (.character("+"), .changeTextSize(1)), (.character("="), .changeTextSize(1)),
    (.character("]"), .changeTextSize(1)),
    (.character("-"), .changeTextSize(-1)), (.character("_"), .changeTextSize(-1)),
    (.character("["), .changeTextSize(-1)),
    (.up, .scroll(.lines(-1))), (.character("k"), .scroll(.lines(-1))),
    (.down, .scroll(.lines(1))), (.character("j"), .scroll(.lines(1))),
    (.pageUp, .scroll(.pages(-1))), (.control("b"), .scroll(.pages(-1))),
    (.pageDown, .scroll(.pages(1))), (.character(" "), .scroll(.pages(1))),
    (.control("f"), .scroll(.pages(1))),
    (.home, .scroll(.top)), (.character("g"), .scroll(.top)),
    (.end, .scroll(.bottom)), (.character("G"), .scroll(.bottom)),
    (.character("m"), .cycleLayout),
    (.character("c"), .toggleCompare),
    (.character("s"), .cycleStretch),
    (.character("b"), .toggleBorders),
    (.character("d"), .toggleDrivers), (.enter, .select), (.character("i"), .toggleInspector),
    (.character("t"), .showSizes), (.character("{"), .textSizeExtreme(largest: false)),
    (.character("}"), .textSizeExtreme(largest: true)), (.character("D"), .cycleDevice),
    (.character("/"), .startFind), (.character("n"), .findNext(1)), (.character("N"), .findNext(-1)),
    (.character(":"), .startJump),
    (.character("r"), .reload),
    (.character("e"), .explore), (.character("f"), .follow),
    (.character("w"), .showProblems),
    (.character("?"), .toggleHelp), (.function(1), .toggleHelp),
    (.character("q"), .quit), (.character("Q"), .quit),
    (.escape, .dismiss),
    (.control("l"), .repaint),
    (.character("R"), .flipDirection),
    (.character("a"), .cycleLanguage(1)), (.character("A"), .cycleLanguage(-1)),
    (.character("T"), .showLanguages),
  ]

  @Test(arguments: spec)
  func eachKeyAsksForItsAction(key: Key, action: PreviewAction) {
    #expect(KeyBindings.action(for: key) == action)
  }

  @Test func everyBoundKeyIsInTheSpecWithTheSameAction() {
    for binding in KeyBindings.all {
      for key in binding.keys {
        let specified = Self.spec.first { $0.0 == key }?.1
        #expect(specified == binding.action, "\(key) is bound to \(binding.action)")
      }
    }
  }

  /// While something is selected the arrows move it and Esc clears it; other keys keep their meaning.
  @Test func theSelectionsKeysComeFirstOnlyWhileSelecting() {
    #expect(KeyBindings.action(for: .left, selecting: true) == .moveSelection(.left))
    #expect(KeyBindings.action(for: .down, selecting: true) == .moveSelection(.down))
    #expect(KeyBindings.action(for: .escape, selecting: true) == .dismiss)
    #expect(KeyBindings.action(for: .left, selecting: false) == .changeWidth(-1))
    #expect(KeyBindings.action(for: .character("h"), selecting: true) == .changeWidth(-1))
    #expect(KeyBindings.action(for: .character("j"), selecting: true) == .scroll(.lines(1)))
  }

  @Test func noKeyIsBoundTwice() {
    let keys = KeyBindings.all.flatMap(\.keys)
    #expect(Set(keys).count == keys.count)
  }

  @Test(arguments: [
    Key.character("x"), .character("1"), .character("Z"), .character("é"), .character("中"), .tab,
    .backspace, .control("c"), .control("a"), .function(5), .insert, .delete,
    // Alt with a key is another key: Alt+q must not quit, Alt+j must not scroll.
    Key.character("q").adding(.alt), Key.character("j").adding(.alt), Key.escape.adding(.alt),
    Key(.up, modifiers: .control), Key(.left, modifiers: .alt),
  ])
  func otherKeysAskForNothing(key: Key) {
    #expect(KeyBindings.action(for: key) == nil)
  }

  @Test func theHelpHasOneEntryPerLabelledBindingInOrder() {
    func labelled<Action>(_ table: [KeyBindings.Binding<Action>]) -> [[String]] {
      table.filter { !$0.label.isEmpty }.map { [$0.label, $0.help] }
    }
    let expected =
      labelled(KeyBindings.all) + labelled(KeyBindings.whileSelected) + labelled(KeyBindings.inSizeTable)
      + labelled(KeyBindings.inLanguageTable) + labelled(KeyBindings.inPrompt)
    #expect(KeyBindings.helpEntries.map { [$0.label, $0.text] } == expected)
    #expect(KeyBindings.helpEntries.allSatisfy { !$0.text.isEmpty })
  }

  @Test func unlabelledBindingsOnlyContinueALabelledOne() {
    // A binding without a label is described by the entry above it ("← →  h l" covers → and l).
    #expect(KeyBindings.all.first?.label.isEmpty == false)
    #expect(KeyBindings.all.filter { $0.label.isEmpty }.allSatisfy { $0.help.isEmpty })
  }

  @Test func everyActionHasAKey() {
    let actions = Set((KeyBindings.all + KeyBindings.whileSelected).map(\.action))
    let all: [PreviewAction] = [
      .changeWidth(-1), .changeWidth(1), .changeWidth(-10), .changeWidth(10), .fullWidth, .rotate,
      .changeTextSize(1), .changeTextSize(-1), .scroll(.lines(-1)), .scroll(.lines(1)), .scroll(.pages(-1)),
      .scroll(.pages(1)), .scroll(.top), .scroll(.bottom), .pan(-10), .pan(10), .pan(-1), .pan(1),
      .cycleLayout, .toggleCompare, .cycleStretch, .toggleBorders, .reload, .showProblems, .toggleHelp,
      .dismiss, .quit, .repaint, .toggleDrivers, .select, .toggleInspector, .showSizes,
      .textSizeExtreme(largest: false), .textSizeExtreme(largest: true), .cycleDevice, .startFind,
      .findNext(1),
      .findNext(-1), .startJump, .moveSelection(.left), .moveSelection(.right), .moveSelection(.up),
      .moveSelection(.down), .explore, .follow, .flipDirection, .cycleLanguage(1), .cycleLanguage(-1),
      .showLanguages,
    ]
    #expect(actions == Set(all))
  }
}
