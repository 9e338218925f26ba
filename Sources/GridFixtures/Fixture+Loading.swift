extension Fixture {
  /// The largest fixture accepted, in bytes: 64 MiB.
  ///
  /// Bigger files are refused before they are read. A generated fixture of 1,000,000 items takes
  /// 36 to 42 MB, so the limit leaves room for the largest previews while keeping a mistaken
  /// `gridpreview /var/log/huge.log` from eating memory (a loaded fixture needs several times its
  /// file size).
  public static let maxFileSize = 64 << 20

  /// Reads, parses and validates the fixture file at `path`.
  ///
  /// - Parameter path: A file path, relative to the current directory or absolute. Diagnostics name
  ///   the file exactly as given here.
  /// - Returns: The fixture and its warnings.
  /// - Throws: ``FixtureLoadError`` when the file cannot be read (missing, unreadable, a directory,
  ///   larger than ``maxFileSize``, empty) or its content is not a valid fixture
  ///   (``FixtureLoadError/invalid(_:)``, with every diagnostic).
  public static func load(contentsOf path: String) throws(FixtureLoadError) -> LoadedFixture {
    let bytes = try FixtureFile.read(path, limit: maxFileSize)
    do {
      return try parse(bytes, fileName: path)
    } catch {
      throw .invalid(error)
    }
  }

  /// Reads and checks the fixture file at `path` like `load(contentsOf:)`, without keeping it: its
  /// warnings, or the error that it cannot be read or is invalid (what `validate` prints).
  ///
  /// - Returns: The warnings, and the fixture when it names string files (the caller reads them and
  ///   checks its text references' keys), nil otherwise. A fixture with nothing to report comes as
  ///   an outline, without its items' text: such a fixture has no text references.
  public static func check(contentsOf path: String) throws(FixtureLoadError) -> (
    warnings: [FixtureDiagnostic], namingStrings: Fixture?
  ) {
    let bytes = try FixtureFile.read(path, limit: maxFileSize)
    if bytes.count <= maxFileSize, let outline = FixtureFastReader.plainlyValidOutline(bytes) {
      // Nothing to report; its string files, if any, are in the outline.
      return ([], outline.strings.isEmpty ? nil : outline)
    }
    let (fixture, diagnostics, _) = check(bytes, fileName: path)
    guard let fixture, !diagnostics.contains(where: \.isError) else {
      throw .invalid(FixtureValidationError(fileName: path, diagnostics: diagnostics))
    }
    return (diagnostics, fixture.strings.isEmpty ? nil : fixture)
  }

  /// Reads a fixture like `load(contentsOf:)`, and also where each of its values is in the file.
  public static func loadWithSourceMap(contentsOf path: String) throws(FixtureLoadError) -> (
    loaded: LoadedFixture, sourceMap: FixtureSourceMap
  ) {
    let bytes = try FixtureFile.read(path, limit: maxFileSize)
    let (fixture, diagnostics, root) = check(bytes, fileName: path)
    guard let fixture, let root else {
      throw .invalid(FixtureValidationError(fileName: path, diagnostics: diagnostics))
    }
    return (
      LoadedFixture(fixture: fixture, warnings: diagnostics), FixtureSourceMap(fileName: path, root: root)
    )
  }

  /// Parses a fixture held in memory like `parse(_:fileName:)`, and also where each value is.
  public static func parseWithSourceMap(_ text: String, fileName: String) throws(FixtureValidationError) -> (
    loaded: LoadedFixture, sourceMap: FixtureSourceMap
  ) {
    let (fixture, diagnostics, root) = check(Array(text.utf8), fileName: fileName)
    guard let fixture, let root else {
      throw FixtureValidationError(fileName: fileName, diagnostics: diagnostics)
    }
    return (
      LoadedFixture(fixture: fixture, warnings: diagnostics), FixtureSourceMap(fileName: fileName, root: root)
    )
  }

  /// The built-in demo with the map of `Fixtures/demo.json`, the same text.
  public static var demoWithSourceMap: (loaded: LoadedFixture, sourceMap: FixtureSourceMap) {
    let (fixture, diagnostics, root) = check(Array(demoJSON.utf8), fileName: "built-in demo")
    return (
      LoadedFixture(fixture: fixture ?? .demo, warnings: diagnostics),
      FixtureSourceMap(fileName: "built-in demo", root: root ?? JSONValue(kind: .null, position: .start))
    )
  }

  /// Parses and validates a fixture held in memory.
  ///
  /// - Parameters:
  ///   - bytes: The file's content, UTF-8 JSON.
  ///   - fileName: The name diagnostics print for the input.
  /// - Returns: The fixture and its warnings.
  /// - Throws: ``FixtureValidationError`` with every diagnostic (errors and warnings) when there is
  ///   at least one error.
  public static func parse(_ bytes: [UInt8], fileName: String) throws(FixtureValidationError) -> LoadedFixture
  {
    // A fixture with nothing to report is read in one pass; anything else by the full reader.
    if bytes.count <= maxFileSize, let fixture = FixtureFastReader.fixture(from: bytes) {
      return LoadedFixture(fixture: fixture, warnings: [])
    }
    let (fixture, diagnostics, _) = check(bytes, fileName: fileName)
    guard let fixture else {
      throw FixtureValidationError(fileName: fileName, diagnostics: diagnostics)
    }
    return LoadedFixture(fixture: fixture, warnings: diagnostics)
  }

  /// Parses and validates a fixture given as text, like the version taking bytes.
  public static func parse(_ text: String, fileName: String) throws(FixtureValidationError) -> LoadedFixture {
    try parse(Array(text.utf8), fileName: fileName)
  }

  /// Every problem in a fixture, errors and warnings, in file order; empty for a perfect fixture.
  ///
  /// A syntax error stops the parse, so after one only the duplicate keys found before it are
  /// reported; a fixture that is valid JSON gets every problem reported at once.
  public static func validate(_ bytes: [UInt8], fileName: String) -> [FixtureDiagnostic] {
    if bytes.count <= maxFileSize, FixtureFastReader.plainlyValidOutline(bytes) != nil { return [] }
    return check(bytes, fileName: fileName).diagnostics
  }

  /// Parses and validates with the full reader only (for the tests and the fuzzer that compare the
  /// two readers).
  @_spi(Testing) public static func parseFully(_ bytes: [UInt8], fileName: String) -> (
    fixture: Fixture?, diagnostics: [FixtureDiagnostic]
  ) {
    let (fixture, diagnostics, _) = check(bytes, fileName: fileName)
    return (fixture, diagnostics)
  }

  /// The fixture, if there was no error, every diagnostic in file order, and the parsed tree.
  static func check(_ bytes: [UInt8], fileName: String) -> (
    fixture: Fixture?, diagnostics: [FixtureDiagnostic], root: JSONValue?
  ) {
    if bytes.count > maxFileSize {
      let limit = maxFileSize >> 20
      let tooLarge = FixtureDiagnostic(
        severity: .error, fileName: fileName, position: .start, path: "",
        message: "input too large (\(bytes.count) bytes; fixtures are limited to \(limit) MiB)")
      return (nil, [tooLarge], nil)
    }
    let (root, problems) = JSONParser.parse(bytes)
    var diagnostics = problems.map {
      FixtureDiagnostic(
        severity: .error, fileName: fileName, position: $0.position, path: JSONPathComponent.render($0.path),
        message: $0.message)
    }
    var fixture: Fixture?
    if let root {
      var validator = FixtureValidator(fileName: fileName)
      fixture = validator.fixture(from: root)
      diagnostics += validator.diagnostics
      diagnostics = sortedByPosition(diagnostics)
    }
    return (diagnostics.contains(where: \.isError) ? nil : fixture, diagnostics, root)
  }

  /// The diagnostics in file order; those at the same position keep their order.
  private static func sortedByPosition(_ diagnostics: [FixtureDiagnostic]) -> [FixtureDiagnostic] {
    diagnostics.enumerated()
      .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
      .map(\.element)
  }
}
