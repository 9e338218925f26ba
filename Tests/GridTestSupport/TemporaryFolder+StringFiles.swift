import Foundation

extension TemporaryFolder {
  /// Writes a `.stringsdict` of one plural string, as Xcode writes them: `key`, whose text is
  /// `format` (naming the variable as `%#@n@`), and the variable `n`'s forms (formatted with `%d`),
  /// in the order given. Returns the file's path.
  @discardableResult
  public func writeStringsdict(
    key: String, format: String, forms: KeyValuePairs<String, String>, to name: String
  ) throws -> String {
    let entries = forms.map { "        <key>\($0.key)</key>\n        <string>\($0.value)</string>\n" }
      .joined()
    return try write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>\(key)</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key>
          <string>\(format)</string>
          <key>n</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>d</string>
      \(entries)      </dict>
        </dict>
      </dict>
      </plist>
      """, to: name)
  }
}
