import GridFixtures
import GridText

/// The app's string files a fixture names, read: every table's strings in every language, where
/// each is, and the language the app is written in.
///
/// ```swift
/// let strings = try StringFiles.load(["Localizable.xcstrings"], relativeTo: "Fixtures")
/// strings.languages  // ["ar", "de", "en", "ja", "ru", "th"]
/// ```
public struct StringFiles: Hashable, Sendable {
  /// The language strings fall back to: the first String Catalog's `sourceLanguage`; without one,
  /// `en` if there is an `en.lproj`, else `Base`, else the first language.
  public var sourceLanguage: String
  /// table → language → key → translation.
  public var tables: [String: [String: [String: Translation]]]
  /// table → every key it has (a catalog's key with no value included).
  public var keys: [String: Set<String>]
  /// table → key → where the key is written: its name in the String Catalog; for `.lproj` folders,
  /// its entry in the source language's table, else in the first language's that has it.
  public var keyLocations: [String: [String: StringLocation]]

  public init(
    sourceLanguage: String, tables: [String: [String: [String: Translation]]] = [:],
    keys: [String: Set<String>] = [:], keyLocations: [String: [String: StringLocation]] = [:]
  ) {
    self.sourceLanguage = sourceLanguage
    self.tables = tables
    self.keys = keys
    self.keyLocations = keyLocations
  }

  /// The largest string file read, in bytes (as for fixtures).
  public static let maxFileSize = Fixture.maxFileSize

  /// Every language with at least one string, sorted (`Base` left out).
  public var languages: [String] {
    Set(tables.values.flatMap(\.keys)).subtracting(["Base"]).sorted()
  }

  /// Reads the string files at `paths`, each a String Catalog (`.xcstrings`) or a folder holding
  /// `xx.lproj` folders of `.strings` and `.stringsdict` tables.
  ///
  /// - Parameter folder: What relative paths are relative to (the fixture's folder); `""` is the
  ///   current directory.
  /// - Throws: ``StringFileError``: a missing file or folder (66), or one that is not valid (65).
  public static func load(_ paths: [String], relativeTo folder: String) throws(StringFileError) -> StringFiles
  {
    do throws(Failure) {
      return try loadEach(paths, relativeTo: folder)
    } catch {
      throw error.error
    }
  }

  /// A string file that could not be used, and which of the paths named it.
  public struct Failure: Error, Hashable, Sendable {
    /// The index in the paths of the entry that names the file.
    public var index: Int
    public var error: StringFileError
  }

  /// ``load(_:relativeTo:)``, saying which of `paths` names a file that cannot be used (a fixture
  /// reports it at its `strings` entry).
  public static func loadEach(_ paths: [String], relativeTo folder: String) throws(Failure) -> StringFiles {
    var files = StringFiles(sourceLanguage: "")
    var lprojLanguages: Set<String> = []
    // table → key → language → where an .lproj table writes the key, chosen from once the source
    // language is known.
    var lprojKeys: [String: [String: [String: StringLocation]]] = [:]
    for (index, path) in paths.enumerated() {
      do throws(StringFileError) {
        try files.add(path, in: folder, lprojLanguages: &lprojLanguages, lprojKeys: &lprojKeys)
      } catch {
        throw Failure(index: index, error: error)
      }
    }
    if files.sourceLanguage.isEmpty {
      files.sourceLanguage =
        lprojLanguages.contains("en")
        ? "en" : lprojLanguages.contains("Base") ? "Base" : lprojLanguages.min() ?? "en"
    }
    for (table, keys) in lprojKeys {
      for (key, languages) in keys where files.keyLocations[table]?[key] == nil {
        let first = languages.min { $0.key < $1.key }?.value
        files.keyLocations[table, default: [:]][key] = languages[files.sourceLanguage] ?? first
      }
    }
    return files
  }

  /// Reads the string file (or folder of `.lproj` folders) at `path` into these.
  private mutating func add(
    _ path: String, in folder: String, lprojLanguages: inout Set<String>,
    lprojKeys: inout [String: [String: [String: StringLocation]]]
  ) throws(StringFileError) {
    let full =
      path.hasPrefix("/") || folder.isEmpty ? path : folder == "/" ? "/" + path : folder + "/" + path
    if full.hasSuffix(".xcstrings") {
      let catalog = try StringCatalogReader.read(Self.read(full), fileName: full)
      let table = Self.tableName(of: full, extension: ".xcstrings")
      if self.sourceLanguage.isEmpty { self.sourceLanguage = catalog.sourceLanguage }
      self.keys[table, default: []].formUnion(catalog.keys)
      if self.keyLocations[table] == nil {
        self.keyLocations[table] = catalog.keyPositions.mapValues {
          StringLocation(fileName: full, position: $0)
        }
      } else {
        for (key, position) in catalog.keyPositions where self.keyLocations[table]?[key] == nil {
          self.keyLocations[table, default: [:]][key] = StringLocation(fileName: full, position: position)
        }
      }
      if self.tables[table] == nil {
        // The table's first file (the usual case): taken whole, not merged string by string.
        self.tables[table] = catalog.translations
      } else {
        for (language, strings) in catalog.translations {
          self.tables[table, default: [:]][language, default: [:]].merge(strings) { $1 }
        }
      }
      return
    }
    let names: [String]
    do {
      names = try Directory.names(at: full)
    } catch {
      switch error {
      case .notFound: throw .unreadable(.notFound(path: full))
      case .permissionDenied: throw .unreadable(.permissionDenied(path: full))
      case .notDirectory, .other:
        throw .invalid(
          fileName: full, position: .start,
          message: "expected a String Catalog (.xcstrings) or a folder of .lproj folders")
      }
    }
    for name in names where name.hasSuffix(".lproj") {
      let language = String(name.dropLast(".lproj".count))
      lprojLanguages.insert(language)
      let lproj = full + "/" + name
      let tableFiles = (try? Directory.names(at: lproj)) ?? []
      // .strings first: a .stringsdict entry replaces the same key's, as on iOS.
      for file in tableFiles where file.hasSuffix(".strings") {
        let fileName = lproj + "/" + file
        let entries = try StringsFileReader.readEntries(Self.read(fileName), fileName: fileName)
        let table = Self.tableName(of: file, extension: ".strings")
        self.keys[table, default: []].formUnion(entries.keys)
        for (key, entry) in entries {
          self.tables[table, default: [:]][language, default: [:]][key] = Translation(
            value: .text(entry.value), fileName: fileName)
          lprojKeys[table, default: [:]][key, default: [:]][language] = StringLocation(
            fileName: fileName, position: entry.keyPosition)
        }
      }
      for file in tableFiles where file.hasSuffix(".stringsdict") {
        let fileName = lproj + "/" + file
        let entries = try StringsDictReader.readEntries(Self.read(fileName), fileName: fileName)
        let table = Self.tableName(of: file, extension: ".stringsdict")
        self.keys[table, default: []].formUnion(entries.keys)
        for (key, entry) in entries {
          self.tables[table, default: [:]][language, default: [:]][key] = entry.translation
          lprojKeys[table, default: [:]][key, default: [:]][language] = StringLocation(
            fileName: fileName, position: entry.keyPosition)
        }
      }
    }
  }

  private static func read(_ path: String) throws(StringFileError) -> [UInt8] {
    do throws(FixtureLoadError) {
      return try FixtureFile.read(path, limit: maxFileSize)
    } catch {
      throw .unreadable(error)
    }
  }

  private static func tableName(of path: String, extension suffix: String) -> String {
    String((path.split(separator: "/").last ?? "").dropLast(suffix.count))
  }

  // MARK: Looking up

  /// Whether `language` has strings, or is `language`'s base (`pt` for `pt-BR`) or the source language.
  public func knows(_ language: String) -> Bool {
    language == sourceLanguage || languages.contains(language)
  }

  /// The languages a string is looked for in, in order: `language`, its base language (`pt` for
  /// `pt-BR`), the source language and `Base`, as iOS falls back.
  func fallbacks(for language: String) -> [String] {
    var chain = [language]
    let base = Language.base(of: language)
    if !base.isEmpty, base != language { chain.append(base) }
    chain += [sourceLanguage, "Base"]
    return chain
  }

  /// What a reference shows in `language`: the text, the translation it came from (nil when the
  /// key shows itself) and the language it was found in.
  public func text(for reference: Fixture.TextReference, in language: String) -> ResolvedText {
    let table = tables[reference.table] ?? [:]
    for candidate in fallbacks(for: language) {
      guard let translation = table[candidate]?[reference.key] else { continue }
      let template: LocatedText?
      switch translation.value {
      case .text(let text): template = text
      case .plural(let forms):
        let category = FormatString.pluralCategory(arguments: reference.arguments, language: candidate)
        template = forms.form(for: category)
      }
      let (text, forms) = FormatString.formatWithForms(
        template?.text ?? "", arguments: reference.arguments, substitutions: translation.substitutions,
        language: candidate)
      return ResolvedText(
        text: text, translation: translation, language: candidate,
        location: StringLocation(
          fileName: translation.fileName, position: template?.position ?? translation.position),
        pieces: (template.map { [$0] } ?? []) + forms)
    }
    return ResolvedText(text: reference.key, translation: nil, language: nil, location: nil)
  }

  /// Whether `table` has `key`, and if not, the closest key it has.
  public func check(_ reference: Fixture.TextReference) -> (known: Bool, suggestion: String?) {
    let keys = self.keys[reference.table] ?? []
    if keys.contains(reference.key) { return (true, nil) }
    return (false, reference.key.closestMatch(among: keys.sorted()))
  }
}

/// A text reference's text in one language, and where it came from.
public struct ResolvedText: Hashable, Sendable {
  public var text: String
  /// The translation used, or nil when the key shows itself.
  public var translation: Translation?
  /// The language the translation was found in (the source language after a fallback), or nil.
  public var language: String?
  /// Where the text shown starts in its string file: the value, or the plural form chosen (a
  /// String Catalog's `"value"`, a `.strings` entry's value, a `.stringsdict` `<string>`); nil when
  /// the key shows itself.
  public var location: StringLocation?
  /// The pieces of the translation the text was made of, in its file: the value (or plural form),
  /// then each plural variable's form it took (`%#@name@`, a catalog's `substitutions`).
  public var pieces: [LocatedText] = []
}
