import GridServe
import Testing

@Suite struct ServeConfigurationTests {
  @Test(arguments: [
    ("render --width 80", ["render", "--width", "80"]),
    ("  layout\t--category   AX1 ", ["layout", "--category", "AX1"]),
    ("validate", ["validate"]),
    ("", []),
  ])
  func execWordsSplitAtSpaces(_ line: String, _ words: [String]) {
    #expect(ExecWords.split(line) == words)
  }

  @Test(arguments: [
    "render; rm -rf /", "render $(id)", "render `id`", "render 'x y'", "render \"x\"", "render a\\b",
    "render |cat", "render > f", "render \u{1B}[2J", "render ☃",
  ])
  func anythingShellLikeOrNotPrintableIsRefused(_ line: String) {
    #expect(ExecWords.split(line) == nil)
  }

  /// Locale variables take plain locale names only: glibc would also take a path to a locale.
  @Test func localeValuesArePlainNamesOnly() {
    for value in ["C", "C.UTF-8", "en_US.UTF-8", "de_DE@euro", "sr_RS.UTF-8@latin", "POSIX"] {
      #expect(ServeConfiguration.isSafeValue(value, for: "LANG"), "\(value)")
      #expect(ServeConfiguration.isSafeValue(value, for: "LC_ALL"), "\(value)")
    }
    for value in ["/tmp/evil", "../../tmp/x", "en_US/../x", ".hidden", "", "C.UTF-8;x", "a b"] {
      #expect(!ServeConfiguration.isSafeValue(value, for: "LANG"), "\(value)")
      #expect(!ServeConfiguration.isSafeValue(value, for: "LC_CTYPE"), "\(value)")
    }
    #expect(ServeConfiguration.isSafeValue("15;0", for: "COLORFGBG"))
  }

  /// A locale the server has is passed on; one it lacks becomes C.UTF-8 if its name says UTF-8,
  /// else C (so a client's en_US.UTF-8 still gets box drawing where only C.UTF-8 is installed).
  @Test(arguments: [
    ("en_US.UTF-8", "C.UTF-8"), ("de_DE.utf8", "C.UTF-8"), ("ja_JP.Utf-8", "C.UTF-8"), ("fr_FR@euro", "C"),
    ("de_DE.ISO-8859-15", "C"), ("en_US", "C"), ("C", "C"), ("C.UTF-8", "C.UTF-8"), ("POSIX", "POSIX"),
    ("el_GR.UTF-8@latin", "C.UTF-8"),
  ])
  func aMissingLocaleBecomesCOrCUTF8(_ value: String, _ expected: String) {
    let installed: Set = ["C", "C.UTF-8", "POSIX"]
    #expect(ServeConfiguration.serverLocale(for: value) { installed.contains($0) } == expected)
  }

  @Test func anInstalledLocaleIsPassedOnAsItIs() {
    #expect(ServeConfiguration.serverLocale(for: "en_US.UTF-8") { _ in true } == "en_US.UTF-8")
    // Checked against this machine's own locales: C and POSIX always exist, a made-up one never.
    #expect(ServeConfiguration.isInstalledLocale("C") && ServeConfiguration.isInstalledLocale("POSIX"))
    #expect(!ServeConfiguration.isInstalledLocale("xx_NOWHERE.UTF-8"))
    #expect(ServeConfiguration.serverLocale(for: "xx_NOWHERE.UTF-8") == "C.UTF-8")
    #expect(ServeConfiguration.serverLocale(for: "xx_NOWHERE") == "C")
  }

  @Test(arguments: [
    ("90s", Int64?.some(90)), ("15m", 900), ("2h", 7200), ("45", 45), ("1H", 3600), ("off", nil), ("0", nil),
    ("none", nil),
  ])
  func idleTimeouts(_ text: String, _ seconds: Int64?) {
    #expect(IdleTimeout.parse(text) == .some(seconds))
  }

  @Test(arguments: ["", "m", "-5m", "1.5h", "10d", "99999999h", "٣m"])
  func notDurations(_ text: String) {
    #expect(IdleTimeout.parse(text) == nil)
  }

  @Test func loopbackAddresses() {
    for address in ["127.0.0.1", "127.1.2.3", "localhost", "::1"] {
      #expect(ServeConfiguration.isLoopback(address))
    }
    for address in ["0.0.0.0", "192.168.1.10", "::", "128.0.0.1", "127.0.0", "example.org"] {
      #expect(!ServeConfiguration.isLoopback(address))
    }
  }
}
