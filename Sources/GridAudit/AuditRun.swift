import GridFixtures
import GridStrings
import Synchronization

/// An audit of several fixtures, as `gridpreview audit` runs it: each file read with its positions,
/// resolved in the languages asked for, and swept over the configuration's widths and sizes. A file
/// that cannot be used is told (`Event.problem`) and the others are still audited, as `validate`
/// checks every file; the status is the worst of all.
///
/// ```swift
/// let run = AuditRun(configuration: Audit.Configuration(widths: [40, 80], categories: [.large]))
/// let outcome = run.run(["Fixtures/demo.json"]) { event in print(event) }
/// outcome.reports.count   // 1
/// outcome.status          // 0
/// ```
public struct AuditRun: Sendable {
  public var configuration: Audit.Configuration
  /// The languages to audit each fixture in (`--languages`: codes, or `all`); nil for the fixture
  /// as written, its text references in the source language.
  public var languages: [String]?

  public init(configuration: Audit.Configuration, languages: [String]? = nil) {
    self.configuration = configuration
    self.languages = languages
  }

  /// What a run tells as it goes.
  public enum Event: Sendable {
    /// `done` of `total` cases (a width at a size in a language) are checked; from the audit's
    /// workers, one at a time. `total` grows when a fixture turns out to have more languages and
    /// shrinks when one cannot be audited.
    case progress(done: Int, total: Int)
    /// A fixture file that cannot be used: it is skipped.
    case unreadable(FixtureLoadError)
    /// A fixture whose string files cannot be used: it is skipped.
    case unresolved(FixtureLanguage.Failure)
    /// A warning about a fixture that is audited all the same (an unknown key).
    case warning(FixtureDiagnostic)
  }

  /// The reports of the fixtures that could be audited, and the worst exit status of those that
  /// could not (0 when all could).
  public struct Outcome: Sendable {
    public var reports: [AuditReport]
    public var status: Int32
  }

  /// Audits each of `sources` (a path, or nil for the built-in demo) in order.
  public func run(_ sources: [String?], events: @escaping @Sendable (Event) -> Void) -> Outcome {
    let cases = configuration.widths.count * configuration.categories.count
    // One language a fixture until a fixture is known to have more.
    let total = Mutex(sources.count * cases)
    var offset = 0
    var outcome = Outcome(reports: [], status: 0)
    for source in sources {
      guard let fixture = load(source, events: events, status: &outcome.status) else {
        total.withLock { $0 -= cases }
        continue
      }
      let start = offset
      let show: @Sendable (Int, Int) -> Void = { done, _ in
        events(.progress(done: start + done, total: total.withLock { $0 }))
      }
      if fixture.languages.isEmpty {
        outcome.reports.append(
          Audit.run(
            fixture.loaded.fixture, file: fixture.file, embeddedText: fixture.embeddedText,
            sourceMap: fixture.map, configuration: configuration, progress: show))
        offset += cases
      } else {
        total.withLock { $0 += (fixture.languages.count - 1) * cases }
        outcome.reports.append(
          Audit.run(
            languages: fixture.languages, file: fixture.file, sourceMap: fixture.map,
            configuration: configuration, progress: show))
        offset += fixture.languages.count * cases
      }
    }
    return outcome
  }

  /// A fixture ready to audit: as written or resolved, with its languages.
  private struct Prepared {
    var loaded: LoadedFixture
    var map: FixtureSourceMap
    var file: String
    var embeddedText: String?
    var languages: [LocalizedFixture]
  }

  /// Reads `source` and resolves it in the languages asked for; nil (the problem told, `status`
  /// raised) when it cannot be audited.
  private func load(_ source: String?, events: (Event) -> Void, status: inout Int32) -> Prepared? {
    var prepared: Prepared
    if let source {
      do {
        let (loaded, map) = try Fixture.loadWithSourceMap(contentsOf: source)
        prepared = Prepared(loaded: loaded, map: map, file: source, languages: [])
      } catch {
        events(.unreadable(error))
        status = max(status, error.exitCode)
        return nil
      }
    } else {
      let (loaded, map) = Fixture.demoWithSourceMap
      prepared = Prepared(
        loaded: loaded, map: map, file: "built-in demo", embeddedText: Fixture.demoJSON, languages: [])
    }
    // Without --languages (or with none for a fixture without string files): as written, its text
    // references in the source language.
    do throws(FixtureLanguage.Failure) {
      if let languages {
        prepared.languages = try FixtureLanguage.resolve(
          prepared.loaded.fixture, path: source, languages: languages)
      }
      if prepared.languages.isEmpty,
        let localized = try FixtureLanguage.resolve(prepared.loaded.fixture, path: source, language: nil)
      {
        prepared.loaded.fixture = localized.fixture
      }
    } catch {
      events(.unresolved(error))
      status = max(status, error.statusInRun)
      return nil
    }
    if source != nil {
      for warning in prepared.loaded.warnings { events(.warning(warning)) }
    }
    return prepared
  }
}
