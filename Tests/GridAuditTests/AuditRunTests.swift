import Foundation
import GridAudit
import GridFixtures
import GridTestSupport
import Synchronization
import Testing

/// The audit over several fixtures, as `gridpreview audit` runs it: every fixture that can be read
/// is audited, one that cannot is told and raises the status, progress counts every case.
@Suite struct AuditRunTests {
  /// The events of a run, in the order they came.
  final class Heard: Sendable {
    let events = Mutex<[AuditRun.Event]>([])
    func hear(_ event: AuditRun.Event) { events.withLock { $0.append(event) } }
    var progress: [(done: Int, total: Int)] {
      events.withLock { $0 }.compactMap {
        if case .progress(let done, let total) = $0 { (done, total) } else { nil }
      }
    }
  }

  static let fixture = #"{"columns": 2, "sections": [{"items": [{"text": "one"}, {"text": "two"}]}]}"#

  @Test func everyReadableFixtureIsAuditedAndTheOthersTold() throws {
    let folder = try TemporaryFolder()
    let first = try folder.write(Self.fixture, to: "first.json")
    let second = try folder.write(#"{"colums": 2, "sections": []}"#, to: "second.json")
    let run = AuditRun(configuration: Audit.Configuration(widths: [30, 60], categories: [.large]))
    let heard = Heard()
    let outcome = run.run([first, folder.path("missing.json"), second]) { heard.hear($0) }
    #expect(outcome.reports.count == 2)
    #expect(outcome.reports.map(\.file) == [first, second])
    #expect(outcome.status == 66)
    let told = heard.events.withLock { $0 }
    #expect(told.contains { if case .unreadable(.notFound) = $0 { true } else { false } }, "\(told)")
    // The misspelt key is a warning, and the fixture is audited all the same.
    #expect(
      told.contains { if case .warning(let w) = $0 { w.description.contains("colums") } else { false } })
    // Two cases a fixture; the missing one's are taken off the total.
    let progress = heard.progress
    #expect(progress.last.map { $0.done == $0.total } == true, "\(progress)")
    #expect(progress.map(\.total).allSatisfy { $0 == 4 || $0 == 6 })
    #expect(progress.last?.total == 4)
  }

  @Test func theDemoIsAuditedWhenNoFileIsGiven() {
    let run = AuditRun(configuration: Audit.Configuration(widths: [40], categories: [.large]))
    let outcome = run.run([nil]) { _ in }
    #expect(outcome.status == 0)
    #expect(outcome.reports.map(\.file) == ["built-in demo"])
  }

  @Test func aLanguageAskedOfFixturesWithoutStringFilesIsToldForEach() throws {
    let folder = try TemporaryFolder()
    let plain = try folder.write(Self.fixture, to: "plain.json")
    let run = AuditRun(
      configuration: Audit.Configuration(widths: [40], categories: [.large]), languages: ["de"])
    let heard = Heard()
    let outcome = run.run([plain, nil]) { heard.hear($0) }
    // Neither has string files: a language asked for is a usage error (64), told for each.
    #expect(outcome.status == 64)
    #expect(outcome.reports.isEmpty)
    let told = heard.events.withLock { $0 }
    #expect(told.filter { if case .unresolved = $0 { true } else { false } }.count == 2, "\(told)")
  }
}
