/// A fixture whose content is wrong: not JSON, or JSON that does not describe a fixture.
///
/// Carries every diagnostic found (at least one error, and any warnings), in file order. Each
/// prints as one line; ``description`` is those lines joined by newlines.
public struct FixtureValidationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The input's name as given.
  public var fileName: String
  /// Every error and warning, in file order.
  public var diagnostics: [FixtureDiagnostic]

  public init(fileName: String, diagnostics: [FixtureDiagnostic]) {
    self.fileName = fileName
    self.diagnostics = diagnostics
  }

  /// The diagnostics that are errors.
  public var errors: [FixtureDiagnostic] { diagnostics.filter(\.isError) }

  /// `EX_DATAERR` (65) from `sysexits.h`: the input data was incorrect.
  public var exitCode: Int32 { 65 }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
