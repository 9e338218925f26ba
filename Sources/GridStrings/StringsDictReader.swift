import GridFixtures
import GridText

/// Reads a `.stringsdict` file: an XML property list whose keys are strings' keys, each a dict with
/// `NSStringLocalizedFormatKey` (the text, naming plural variables as `%#@name@`) and one dict per
/// variable (`NSStringFormatSpecTypeKey` `NSStringPluralRuleType`, `NSStringFormatValueTypeKey`
/// such as `d` or `lld`, and the forms `zero` … `other`).
enum StringsDictReader {
  static func read(_ bytes: [UInt8], fileName: String) throws(StringFileError) -> [String: Translation] {
    try readEntries(bytes, fileName: fileName).mapValues(\.translation)
  }

  /// The translations with the positions of their keys (each `<key>` of the top-level `<dict>`).
  static func readEntries(_ bytes: [UInt8], fileName: String) throws(StringFileError)
    -> [String: (keyPosition: SourcePosition, translation: Translation)]
  {
    let scalars = try StringsFileReader.decode(bytes, fileName: fileName)
    let root = try PropertyList.read(scalars, fileName: fileName)
    func fail(_ value: PropertyList, _ message: String) -> StringFileError {
      .invalid(fileName: fileName, position: value.position, message: message)
    }
    guard case .dictionary(let entries) = root.kind else {
      throw fail(root, "expected a <dict> of strings, got <\(root.typeName)>")
    }
    var translations: [String: (keyPosition: SourcePosition, translation: Translation)] = [:]
    for entry in entries {
      guard case .dictionary(let members) = entry.value.kind else {
        throw fail(
          entry.value, "expected a <dict> for \(entry.key.quotedForMessage()), got <\(entry.value.typeName)>")
      }
      var format: LocatedText?
      var substitutions: [String: Translation.Substitution] = [:]
      for member in members {
        if member.key == "NSStringLocalizedFormatKey" {
          guard case .string(let text) = member.value.kind else {
            throw fail(member.value, "expected a <string> for NSStringLocalizedFormatKey")
          }
          format = LocatedText(text, at: member.value.position)
          continue
        }
        guard case .dictionary(let rule) = member.value.kind else {
          throw fail(member.value, "expected a <dict> for the variable \(member.key.quotedForMessage())")
        }
        var forms: [PluralCategory: LocatedText] = [:]
        var specifier = "d"
        for field in rule {
          switch field.key {
          case "NSStringFormatSpecTypeKey":
            guard case .string("NSStringPluralRuleType") = field.value.kind else {
              throw fail(field.value, "expected NSStringPluralRuleType (the only rule type read)")
            }
          case "NSStringFormatValueTypeKey":
            guard case .string(let text) = field.value.kind else {
              throw fail(field.value, "expected a <string> for NSStringFormatValueTypeKey")
            }
            specifier = text
          default:
            guard let category = PluralCategory(rawValue: field.key) else {
              var message = "unknown key \(field.key.quotedForMessage()) in a plural rule"
              let names =
                PluralCategory.allCases.map(\.rawValue) + [
                  "NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey",
                ]
              if let suggestion = field.key.closestMatch(among: names) {
                message += "; did you mean \(suggestion.quotedForMessage())?"
              }
              throw .invalid(fileName: fileName, position: field.position, message: message)
            }
            guard case .string(let text) = field.value.kind else {
              throw fail(field.value, "expected a <string> for the \(field.key) form")
            }
            forms[category] = LocatedText(text, at: field.value.position)
          }
        }
        if forms.isEmpty { throw fail(member.value, "expected at least one plural form (zero … other)") }
        substitutions[member.key] = Translation.Substitution(formatSpecifier: specifier, forms: forms)
      }
      guard let format else {
        throw fail(entry.value, "missing NSStringLocalizedFormatKey for \(entry.key.quotedForMessage())")
      }
      translations[entry.key] = (
        entry.position, Translation(value: .text(format), substitutions: substitutions, fileName: fileName)
      )
    }
    return translations
  }
}
