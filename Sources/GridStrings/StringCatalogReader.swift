import GridFixtures
import GridText

/// Reads a String Catalog (`.xcstrings`, the JSON Xcode 15 and later writes) with GridFixtures'
/// JSON parser, so every value keeps its line and column and every problem has one.
///
/// What is read: `sourceLanguage`; each key of `strings` (a key with no `localizations` is known and
/// shows itself); each language's `stringUnit` (`state`, `value`), plural `variations`
/// (`zero` … `other`, each a `stringUnit`), device `variations` (`iphone` is taken, else `other`, else
/// the first one: the previewer lays out a phone's screen) and `substitutions` (`argNum`,
/// `formatSpecifier`, plural `variations`). Keys Xcode writes that change no text (`comment`,
/// `extractionState`, `version`, `shouldTranslate`) are not looked at.
enum StringCatalogReader {
  /// What one catalog holds.
  struct Catalog {
    var sourceLanguage: String
    /// Every key, in file order, with or without a value.
    var keys: [String]
    /// language → key → translation.
    var translations: [String: [String: Translation]]
    /// Where each key is written (its name in `strings`).
    var keyPositions: [String: SourcePosition] = [:]
  }

  static func read(_ bytes: [UInt8], fileName: String) throws(StringFileError) -> Catalog {
    let (root, problems) = JSONParser.parse(bytes)
    guard let root, problems.isEmpty else {
      let problem = problems.first
      throw .invalid(
        fileName: fileName, position: problem?.position ?? .start, message: problem?.message ?? "not JSON")
    }
    var reader = Reader(fileName: fileName)
    return try reader.catalog(root)
  }

  private struct Reader {
    let fileName: String

    func fail(_ value: JSONValue, _ message: String) -> StringFileError {
      .invalid(fileName: fileName, position: value.position, message: message)
    }

    func object(_ value: JSONValue, _ what: String) throws(StringFileError) -> [JSONMember] {
      guard case .object(let members) = value.kind else {
        throw fail(value, "expected an object for \(what), got \(value.typeName)")
      }
      return members
    }

    func string(_ value: JSONValue, _ what: String) throws(StringFileError) -> String {
      guard case .string(let text) = value.kind else {
        throw fail(value, "expected a string for \(what), got \(value.typeName)")
      }
      return text
    }

    func member(_ name: String, in members: [JSONMember]) -> JSONValue? {
      members.first { $0.key == name }?.value
    }

    mutating func catalog(_ root: JSONValue) throws(StringFileError) -> Catalog {
      let members = try object(root, "the catalog")
      guard let source = member("sourceLanguage", in: members) else {
        throw fail(root, "missing \"sourceLanguage\"")
      }
      let sourceLanguage = try string(source, "sourceLanguage")
      if sourceLanguage.isEmpty { throw fail(source, "expected a language code for sourceLanguage") }
      guard let strings = member("strings", in: members) else { throw fail(root, "missing \"strings\"") }
      var catalog = Catalog(sourceLanguage: sourceLanguage, keys: [], translations: [:])
      for entry in try object(strings, "strings") {
        catalog.keys.append(entry.key)
        if catalog.keyPositions[entry.key] == nil { catalog.keyPositions[entry.key] = entry.keyPosition }
        let entryMembers = try object(entry.value, "the key \(entry.key.quotedForMessage())")
        guard let localizations = member("localizations", in: entryMembers) else { continue }
        for localization in try object(localizations, "localizations") {
          catalog.translations[localization.key, default: [:]][entry.key] = try translation(
            localization.value)
        }
      }
      return catalog
    }

    /// One language's string: a `stringUnit`, or `variations`, with `substitutions`.
    func translation(_ value: JSONValue) throws(StringFileError) -> Translation {
      let members = try object(value, "a localization")
      let (content, state) = try variant(value)
      var substitutions: [String: Translation.Substitution] = [:]
      if let list = member("substitutions", in: members) {
        for entry in try object(list, "substitutions") {
          substitutions[entry.key] = try substitution(entry.value)
        }
      }
      return Translation(value: content, substitutions: substitutions, state: state, fileName: fileName)
    }

    /// A `stringUnit` or `variations` (plural, or device holding either).
    func variant(_ value: JSONValue) throws(StringFileError) -> (Translation.Value, String?) {
      let members = try object(value, "a localization")
      if let unit = member("stringUnit", in: members) {
        let (text, state) = try stringUnit(unit)
        return (.text(text), state)
      }
      guard let variations = member("variations", in: members) else {
        throw fail(value, "expected a \"stringUnit\" or \"variations\"")
      }
      let kinds = try object(variations, "variations")
      if let plural = member("plural", in: kinds) {
        let (forms, state) = try pluralForms(plural)
        return (.plural(forms), state)
      }
      if let device = member("device", in: kinds) {
        let devices = try object(device, "device variations")
        guard
          let chosen = member("iphone", in: devices) ?? member("other", in: devices) ?? devices.first?.value
        else { throw fail(device, "expected at least one device") }
        return try variant(chosen)
      }
      throw fail(variations, "expected \"plural\" or \"device\" variations")
    }

    /// `zero` … `other`, each `{"stringUnit": …}`; the state is the `other` form's (else the first's).
    func pluralForms(_ value: JSONValue) throws(StringFileError) -> ([PluralCategory: LocatedText], String?) {
      var forms: [PluralCategory: LocatedText] = [:]
      var states: [PluralCategory: String] = [:]
      for form in try object(value, "plural variations") {
        guard let category = PluralCategory(rawValue: form.key) else {
          let names = PluralCategory.allCases.map(\.rawValue)
          var message = "unknown plural category \(form.key.quotedForMessage())"
          if let suggestion = form.key.closestMatch(among: names) {
            message += "; did you mean \(suggestion.quotedForMessage())?"
          }
          throw .invalid(fileName: fileName, position: form.keyPosition, message: message)
        }
        let members = try object(form.value, "the \(form.key) form")
        guard let unit = member("stringUnit", in: members) else {
          throw fail(form.value, "expected a \"stringUnit\" in the \(form.key) form")
        }
        let (text, state) = try stringUnit(unit)
        forms[category] = text
        states[category] = state
      }
      if forms.isEmpty { throw fail(value, "expected at least one plural form") }
      return (forms, states[.other] ?? states.sorted { $0.key < $1.key }.first?.value)
    }

    func stringUnit(_ value: JSONValue) throws(StringFileError) -> (LocatedText, String?) {
      let members = try object(value, "stringUnit")
      guard let text = member("value", in: members) else {
        throw fail(value, "missing \"value\" in stringUnit")
      }
      let state = try member("state", in: members).map { (state) throws(StringFileError) in
        try string(state, "state")
      }
      return (LocatedText(try string(text, "value"), at: text.position), state)
    }

    func substitution(_ value: JSONValue) throws(StringFileError) -> Translation.Substitution {
      let members = try object(value, "a substitution")
      var argument: Int?
      if let number = member("argNum", in: members) {
        guard case .number(let n) = number.kind, n.value.rounded() == n.value, n.value >= 1, n.value <= 1000
        else {
          throw fail(number, "expected an argument number from 1 to 1000 for argNum")
        }
        argument = Int(n.value)
      }
      let specifier = try member("formatSpecifier", in: members).map { (spec) throws(StringFileError) in
        try string(spec, "formatSpecifier")
      }
      guard let variations = member("variations", in: members),
        let plural = member("plural", in: try object(variations, "variations"))
      else { throw fail(value, "expected plural \"variations\" in a substitution") }
      let (forms, _) = try pluralForms(plural)
      return Translation.Substitution(argument: argument, formatSpecifier: specifier ?? "d", forms: forms)
    }
  }
}
