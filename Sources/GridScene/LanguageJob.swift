import GridFixtures

/// Resolves a fixture in a language — every text looked up in the app's string files — as a value
/// that can run on any thread: what the language key asks of a fixture too large to resolve while a
/// person waits (`PreviewState.Command.prepareLanguage`). A newer switch cancels it.
public struct LanguageJob: BackgroundJob {
  /// The language's code (`PreviewLanguages.Language.code`).
  public let code: String
  /// Which switch asked for it: the previewer takes only the one it still waits for.
  public let request: Int
  let languages: PreviewLanguages

  init(code: String, request: Int, languages: PreviewLanguages) {
    self.code = code
    self.request = request
    self.languages = languages
  }

  /// The fixture in the language, or nil if `isCancelled` said so on the way.
  public func run(
    progress: @escaping (Double) -> Void = { _ in }, isCancelled: @escaping () -> Bool = { false }
  ) -> PreparedLanguage? {
    guard let fixture = languages.prepare(code, progress, isCancelled), !isCancelled() else { return nil }
    return PreparedLanguage(code: code, request: request, fixture: fixture)
  }
}

/// A language prepared in the background (`LanguageJob`), to show once it is ready.
public struct PreparedLanguage: Sendable {
  public var code: String
  public var request: Int
  /// The fixture with every text in the language.
  public var fixture: Fixture
}
