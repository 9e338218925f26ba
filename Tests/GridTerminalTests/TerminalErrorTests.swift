import GridTerminal
import Testing

@Suite struct TerminalErrorTests {
  @Test func aPipeIsNotATerminal() {
    let error = TerminalError.check(term: "xterm", inputIsTerminal: true, outputIsTerminal: false)
    #expect(error == .notATerminal(stream: "output"))
    #expect(error?.exitCode == 69)
    #expect(error?.description.contains("gridpreview render") == true)
  }

  @Test func termMustBeSetAndCapable() {
    #expect(TerminalError.check(term: nil, inputIsTerminal: true, outputIsTerminal: true) == .termUnset)
    #expect(TerminalError.check(term: "", inputIsTerminal: true, outputIsTerminal: true) == .termUnset)
    let dumb = TerminalError.check(term: "dumb", inputIsTerminal: true, outputIsTerminal: true)
    #expect(dumb == .termDumb("dumb"))
    #expect(dumb?.exitCode == 78)
    #expect(dumb?.description.contains("TERM=xterm-256color") == true)
    #expect(TerminalError.check(term: "xterm-256color", inputIsTerminal: true, outputIsTerminal: true) == nil)
  }

  @Test func everyMessageIsOneLine() {
    let all: [TerminalError] = [
      .notATerminal(stream: "input"), .termUnset, .termDumb("dumb"), .termUnknown("vt9000"),
    ]
    for error in all { #expect(!error.description.contains("\n")) }
  }
}
