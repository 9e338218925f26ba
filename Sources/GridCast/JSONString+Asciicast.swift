import GridJSON

extension JSONString.Options {
  /// How a recording writes its strings: besides the controls, U+2028 and U+2029 escaped too, so a
  /// line of a recording never holds a raw escape byte or anything a reader could take for a line
  /// break (Python's `splitlines`, JavaScript before ES2019); hex digits in lower case, as asciinema
  /// writes them.
  static let asciicast: JSONString.Options = [.lineSeparators, .lowercaseHex]
}
